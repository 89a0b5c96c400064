import { MapPinPlus } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button-link';
import { paths } from '../../../config/paths';

export function RequestCityCta() {
  return (
    <section aria-labelledby="request-city-heading" className="rounded-2xl border border-neutral-200 bg-accent-soft p-6 text-center">
      <MapPinPlus aria-hidden="true" className="mx-auto size-8 text-accent-strong" />
      <h2 id="request-city-heading" className="mt-2 text-xl font-bold">
        Don&apos;t See Your City?
      </h2>
      <p className="mx-auto mt-1 max-w-xl text-neutral-800">
        We are adding gyms across India. Tell us where you train and we will reach out to gyms near you.
      </p>
      <ButtonLink to={paths.contact.getHref()} className="mt-4">
        Request Your City
      </ButtonLink>
    </section>
  );
}
