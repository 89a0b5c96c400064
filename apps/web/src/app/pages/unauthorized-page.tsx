import { ShieldAlert } from 'lucide-react';
import { ButtonLink } from '../../components/ui/button-link';
import { TextLink } from '../../components/ui/text-link';
import { paths } from '../../config/paths';
import { i18n } from '../../i18n/i18n';
import { useStore } from '../../i18n/use-store';

const messages = i18n('unauthorized-page', {
  pageTitle: 'Access denied | GymSlot',
  heading: "You don't have access to this page",
  explanation:
    'This page belongs to a different kind of account. Gym members book and manage slots, gym owners manage their gyms, and admins look after the whole platform. If you think this is a mistake, log in with the right account or',
  contactUs: 'contact us',
  explanationEnd: '.',
  goHome: 'Go to Home',
});

export default function UnauthorizedPage() {
  const t = useStore(messages);
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <title>{t.pageTitle}</title>
      <ShieldAlert aria-hidden="true" className="mx-auto size-12 text-accent" />
      <h1 className="mt-4 text-3xl font-bold">{t.heading}</h1>
      <p className="mt-3 text-neutral-700">
        {t.explanation} <TextLink to={paths.contact.getHref()}>{t.contactUs}</TextLink>
        {t.explanationEnd}
      </p>
      <ButtonLink to={paths.home.getHref()} className="mt-8">
        {t.goHome}
      </ButtonLink>
    </section>
  );
}
