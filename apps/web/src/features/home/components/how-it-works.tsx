import { CalendarCheck, IndianRupee, KeyRound, Search, type IconNode } from 'lucide';
import { Glyph } from '../../../components/ui/glyph';
import { useStore } from '../../../i18n/use-store';
import { homeMessages } from '../home-messages';

type StepText = `${'find' | 'pick' | 'pay' | 'checkIn'}${'Title' | 'Text'}`;

const steps: readonly { title: StepText; text: StepText; icon: IconNode }[] = [
  { title: 'findTitle', text: 'findText', icon: Search },
  { title: 'pickTitle', text: 'pickText', icon: CalendarCheck },
  { title: 'payTitle', text: 'payText', icon: IndianRupee },
  { title: 'checkInTitle', text: 'checkInText', icon: KeyRound },
];

export function HowItWorks() {
  const t = useStore(homeMessages);
  return (
    <section aria-labelledby="how-it-works-heading" className="mx-auto max-w-6xl px-4 py-12">
      <h2 id="how-it-works-heading" className="text-2xl font-bold sm:text-3xl">
        {t.howHeading}
      </h2>
      <p className="mt-2 max-w-2xl text-neutral-700">{t.howIntro}</p>
      <ol className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {steps.map(({ title, text, icon }) => (
          <li key={title} className="rounded-2xl border border-neutral-200 bg-white p-5">
            <Glyph icon={icon} className="size-8 text-accent" />
            <h3 className="mt-4 text-lg font-semibold">
              {t[title]}
            </h3>
            <p className="mt-2 text-neutral-700">{t[text]}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
