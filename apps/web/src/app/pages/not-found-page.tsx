import { SearchX } from 'lucide-react';
import { ButtonLink } from '../../components/ui/button-link';
import { paths } from '../../config/paths';
import { i18n } from '../../i18n/i18n';
import { useStore } from '../../i18n/use-store';

const messages = i18n('not-found-page', {
  pageTitle: 'Page not found | GymSlot',
  heading: 'Page not found',
  explanation:
    'The page you are looking for does not exist or has moved. Check the address, or start again from the home page.',
  goHome: 'Go to Home',
});

export default function NotFoundPage() {
  const t = useStore(messages);
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <title>{t.pageTitle}</title>
      <SearchX aria-hidden="true" className="mx-auto size-12 text-accent" />
      <h1 className="mt-4 text-3xl font-bold">{t.heading}</h1>
      <p className="mt-3 text-neutral-700">{t.explanation}</p>
      <ButtonLink to={paths.home.getHref()} className="mt-8">
        {t.goHome}
      </ButtonLink>
    </section>
  );
}
