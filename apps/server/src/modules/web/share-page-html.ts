import { formatCalendarDate } from '@gymslot/shared/date-format';
import { gymPhotos } from '@gymslot/shared/gym-photos';
import type { Language } from '@gymslot/shared/languages';
import { formatPricePerHour, formatRupees } from '@gymslot/shared/money';
import { escapeHtml } from './html-escape.js';
import { gymArea, gymOpenGraphTags } from './open-graph.js';
import type { SharePage } from './share-page.service.js';
import { sharePageTexts } from './share-page-texts.js';

/** The gym page (the SPA's `/gym/{id}`), with a slot chosen when given: `?date=YYYY-MM-DD&time=hh:mm AM`. */
export const gymPageHref = (gymId: string, slot?: { date: string; time: string }) =>
  `/gym/${encodeURIComponent(gymId)}${slot ? `?${new URLSearchParams(slot)}` : ''}`;

/** One small stylesheet in the page itself: the page is the first and often only one a preview's tap opens. */
const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Noto Sans Devanagari",sans-serif;color:#171717;background:#f5f5f5;line-height:1.5}
a{color:#0062cc}
a:focus-visible{outline:3px solid #007AFF;outline-offset:2px}
header{background:#fff;border-bottom:1px solid #e5e5e5;padding:12px 16px}
header a{font-weight:700;font-size:20px;text-decoration:none;color:#171717}
main{max-width:640px;margin:0 auto;padding:16px}
.card{background:#fff;border:1px solid #e5e5e5;border-radius:16px;overflow:hidden}
.photo{display:block;width:100%;height:auto;aspect-ratio:16/10;object-fit:cover;background:#e5e5e5}
.body{padding:16px}
h1{font-size:24px;line-height:1.25;margin:0 0 4px}
h2{font-size:20px;margin:24px 0 8px}
h3{font-size:16px;margin:16px 0 8px}
.area{margin:0;color:#404040}
.facts{display:flex;flex-wrap:wrap;gap:8px 16px;margin:12px 0;align-items:baseline}
.price{font-size:20px;font-weight:700}
.rating{color:#404040}
.book{display:flex;align-items:center;justify-content:center;min-height:48px;padding:0 20px;border-radius:12px;background:#0062cc;color:#fff;font-weight:700;font-size:16px;text-decoration:none}
.slots{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(104px,1fr));gap:8px}
.slots a{display:flex;flex-direction:column;align-items:center;justify-content:center;min-height:56px;border:1px solid #0062cc;border-radius:10px;background:#fff;font-weight:600;text-decoration:none}
.slots small{font-weight:400;color:#404040}
.note{color:#404040}
.center{text-align:center;padding:48px 16px}
`;

function documentHtml(language: Language, title: string, head: string, body: string): string {
  return (
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(title)}</title>${head}<meta name="theme-color" content="#007AFF"><link rel="icon" type="image/svg+xml" href="/favicon.svg">` +
    `<style>${STYLE}</style></head><body><header><a href="/">GymSlot</a></header><main>${body}</main></body></html>`
  );
}

function ratingHtml(page: SharePage, language: Language): string {
  const t = sharePageTexts(language);
  const { averageRating, totalRatings } = page.gym;
  if (totalRatings === 0) return `<span class="rating">${escapeHtml(t.noRatings)}</span>`;
  return `<span class="rating"><span aria-label="${escapeHtml(t.ratingLabel({ rating: averageRating.toFixed(1) }))}">★ ${escapeHtml(averageRating.toFixed(1))}</span> · ${escapeHtml(t.reviews(totalRatings))}</span>`;
}

function slotsHtml(page: SharePage, language: Language): string {
  const t = sharePageTexts(language);
  const days = page.days.filter((day) => day.slots.length > 0);
  if (days.length === 0) return `<p class="note">${escapeHtml(t.noSlots)}</p>`;
  return days
    .map((day, index) => {
      const dayName = page.days.indexOf(day) === 0 ? t.today : t.tomorrow;
      const items = day.slots
        .map((slot) => {
          const price = formatRupees(slot.pricePerHour);
          const label = t.slotLabel({ day: dayName, time: slot.time, price: formatPricePerHour(slot.pricePerHour, language) });
          return `<li><a href="${escapeHtml(gymPageHref(page.gym.id, { date: day.date, time: slot.time }))}" aria-label="${escapeHtml(label)}">${escapeHtml(slot.time)}<small>${escapeHtml(price)}</small></a></li>`;
        })
        .join('');
      return `<h3 id="share-day-${index}">${escapeHtml(dayName)} · ${escapeHtml(formatCalendarDate(day.date, language))}</h3><ul class="slots" aria-labelledby="share-day-${index}">${items}</ul>`;
    })
    .join('');
}

/** The page `/g/{id}` answers for a public gym: what a person needs to decide, and a way in. */
export function sharePageHtml(page: SharePage, publicUrl: string, language: Language): string {
  const t = sharePageTexts(language);
  const { gym } = page;
  const [photo] = gymPhotos(gym);
  const photoHtml =
    photo === undefined
      ? ''
      : `<img class="photo" src="${escapeHtml(photo.src)}"${photo.srcSet === undefined ? '' : ` srcset="${escapeHtml(photo.srcSet)}" sizes="(min-width: 672px) 640px, calc(100vw - 32px)"`} width="640" height="400" alt="${escapeHtml(t.photoAlt({ name: gym.name }))}" fetchpriority="high">`;
  const description = t.description({ price: formatPricePerHour(gym.pricePerHour, language), area: gymArea(gym) });
  const body =
    `<article class="card">${photoHtml}<div class="body">` +
    `<h1>${escapeHtml(gym.name)}</h1><p class="area">${escapeHtml(gymArea(gym))}</p>` +
    `<p class="facts"><span class="price">${escapeHtml(formatPricePerHour(gym.pricePerHour, language))}</span>${ratingHtml(page, language)}</p>` +
    `<a class="book" href="${escapeHtml(gymPageHref(gym.id))}">${escapeHtml(t.bookSlot)}</a>` +
    `<h2>${escapeHtml(t.openSlots)}</h2>${slotsHtml(page, language)}</div></article>`;
  const head = `<meta name="description" content="${escapeHtml(description)}">${gymOpenGraphTags(gym, page.cardVersion, publicUrl, language)}`;
  return documentHtml(language, `${gym.name} | GymSlot`, head, body);
}

/** What `/g/{id}` answers for an id that names no public gym: a 404 page with the way to Explore. */
export function shareNotFoundHtml(language: Language): string {
  const t = sharePageTexts(language);
  const body = `<div class="center"><h1>${escapeHtml(t.notFound)}</h1><p class="note">${escapeHtml(t.notFoundHint)}</p><p><a class="book" href="/explore">${escapeHtml(t.explore)}</a></p></div>`;
  return documentHtml(language, t.notFoundTitle, '<meta name="robots" content="noindex">', body);
}
