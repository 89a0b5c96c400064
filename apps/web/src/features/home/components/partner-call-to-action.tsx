import { Handshake } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button-link';
import { paths } from '../../../config/paths';

export function PartnerCallToAction() {
  return (
    <section aria-labelledby="partner-cta-heading" className="mx-auto max-w-6xl px-4 py-12">
      <div className="flex flex-col gap-6 rounded-2xl border border-neutral-200 bg-accent-soft p-6 sm:p-10 md:flex-row md:items-center md:justify-between">
        <div>
          <Handshake aria-hidden="true" className="size-8 text-accent-strong" />
          <h2 id="partner-cta-heading" className="mt-3 text-2xl font-bold">
            Own a gym? Fill your quiet hours.
          </h2>
          <p className="mt-2 max-w-xl text-neutral-800">
            List your gym on GymSlot, set your own hours and price, and get paid for every hour booked.
          </p>
        </div>
        <ButtonLink to={paths.partnership.getHref()}>Become a Partner</ButtonLink>
      </div>
    </section>
  );
}
