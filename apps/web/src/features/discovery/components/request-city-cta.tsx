import { MapPinPlus } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button-link';
import { paths } from '../../../config/paths';
import { i18n } from '../../../i18n/i18n';
import { useStore } from '../../../i18n/use-store';

const messages = i18n('discovery-request-city', {
  heading: "Don't See Your City?",
  text: 'We are adding gyms across India. Tell us where you train and we will reach out to gyms near you.',
  requestCity: 'Request Your City',
});

export function RequestCityCta() {
  const t = useStore(messages);
  return (
    <section aria-labelledby="request-city-heading" className="rounded-2xl border border-neutral-200 bg-accent-soft p-6 text-center">
      <MapPinPlus aria-hidden="true" className="mx-auto size-8 text-accent-strong" />
      <h2 id="request-city-heading" className="mt-2 text-xl font-bold">
        {t.heading}
      </h2>
      <p className="mx-auto mt-1 max-w-xl text-neutral-800">
        {t.text}
      </p>
      <ButtonLink to={paths.contact.getHref()} className="mt-4">
        {t.requestCity}
      </ButtonLink>
    </section>
  );
}
