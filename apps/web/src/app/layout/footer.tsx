import { Dumbbell, ExternalLink } from 'lucide';
import { Glyph } from '../../components/ui/glyph';
import { params } from '@gymslot/shared/message-params';
import { useStore } from '../../i18n/use-store';
import { Link } from 'wouter';
import { socialLinks } from '../../config/contact-details';
import { paths } from '../../config/paths';
import { i18n } from '../../i18n/i18n';
import { navMessages } from './nav-links';

const messages = i18n('footer', {
  about: 'About Us',
  partnership: 'Join Us',
  help: 'Help Center',
  contact: 'Contact Us',
  privacy: 'Privacy',
  grievance: 'Grievances',
  navigation: 'Footer',
  pitch:
    'Verified gyms, real-time availability and transparent pricing. Book a workout by the hour, anywhere in India, with no subscription.',
  follow: 'Follow GymSlot',
  copyright: params('© {year} GymSlot. Book by the hour, pay in ₹, no subscription.'),
});

/** The footer's pages, each link's text keyed by its path's name: fewer bytes with `/` than a list of links. */
const footerPages = ['about', 'partnership', 'help', 'contact', 'privacy', 'grievance'] as const;

const currentYear = new Date().getFullYear();

const linkClassName = 'inline-flex min-h-11 items-center gap-1 rounded text-neutral-300 hover:text-white hover:underline';

export function Footer() {
  const t = useStore(messages);
  const nav = useStore(navMessages);
  return (
    <footer className="bg-neutral-900 text-neutral-300">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:grid-cols-3">
        <div>
          <p className="flex items-center gap-2 text-lg font-bold text-white">
            <Glyph icon={Dumbbell} className="size-5 text-accent" />
            GymSlot
          </p>
          <p className="mt-3 text-sm">{t.pitch}</p>
        </div>
        <nav aria-label={t.navigation}>
          <ul className="grid grid-cols-2 gap-x-4 text-sm">
            {footerPages.map((page) => (
              <li key={page}>
                <Link to={paths[page].getHref()} className={linkClassName}>
                  {t[page]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <p className="text-sm font-semibold text-white">{t.follow}</p>
          <ul className="mt-1 flex flex-wrap gap-x-5 text-sm">
            {socialLinks.map((social) => (
              <li key={social.name}>
                <a href={social.href} target="_blank" rel="noopener noreferrer" className={linkClassName}>
                  {social.name}
                  <Glyph icon={ExternalLink} className="size-3.5" />
                  <span className="sr-only">{nav.opensInNewTab}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="border-t border-neutral-800 px-4 py-4 text-center text-xs text-neutral-400">
        {t.copyright({ year: currentYear })}
      </p>
    </footer>
  );
}
