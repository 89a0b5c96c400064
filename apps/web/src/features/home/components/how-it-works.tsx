import { formatPricePerHour } from '@gymslot/shared/money';
import { CalendarCheck, IndianRupee, KeyRound, Search } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';

interface Step {
  title: string;
  text: string;
  Icon: LucideIcon;
}

const steps: readonly Step[] = [
  {
    title: 'Find a verified gym',
    text: 'Search by city or gym name, or use your location to see partner gyms near you. We visit and verify every gym we list.',
    Icon: Search,
  },
  {
    title: 'Pick a free slot',
    text: 'Choose a date and an hourly slot. Availability is live, so the slot you see is the slot you get.',
    Icon: CalendarCheck,
  },
  {
    title: 'Pay for just that hour',
    text: `One clear price per gym, such as ${formatPricePerHour(149)}, shown before you pay. No joining fee, no membership.`,
    Icon: IndianRupee,
  },
  {
    title: 'Check in with your OTP',
    text: 'Show the one-time code from your booking at the front desk and start your workout.',
    Icon: KeyRound,
  },
];

export function HowItWorks() {
  return (
    <section aria-labelledby="how-it-works-heading" className="mx-auto max-w-6xl px-4 py-12">
      <h2 id="how-it-works-heading" className="text-2xl font-bold sm:text-3xl">
        How GymSlot works
      </h2>
      <p className="mt-2 max-w-2xl text-neutral-700">From search to squat rack in four steps, all from your phone.</p>
      <ol className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {steps.map(({ title, text, Icon }, index) => (
          <li key={title} className="rounded-2xl border border-neutral-200 bg-white p-5">
            <Icon aria-hidden="true" className="size-8 text-accent" />
            <h3 className="mt-4 text-lg font-semibold">
              <span className="sr-only">Step {index + 1}: </span>
              {title}
            </h3>
            <p className="mt-2 text-neutral-700">{text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
