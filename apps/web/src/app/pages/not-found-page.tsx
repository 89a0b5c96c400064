import { SearchX } from 'lucide-react';
import { ButtonLink } from '../../components/ui/button-link';
import { paths } from '../../config/paths';

export default function NotFoundPage() {
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <title>Page not found | GymSlot</title>
      <SearchX aria-hidden="true" className="mx-auto size-12 text-accent" />
      <h1 className="mt-4 text-3xl font-bold">Page not found</h1>
      <p className="mt-3 text-neutral-700">
        The page you are looking for does not exist or has moved. Check the address, or start again from the home page.
      </p>
      <ButtonLink to={paths.home.getHref()} className="mt-8">
        Go to Home
      </ButtonLink>
    </section>
  );
}
