import { ShieldAlert } from 'lucide-react';
import { ButtonLink } from '../../components/ui/button-link';
import { TextLink } from '../../components/ui/text-link';
import { paths } from '../../config/paths';

export default function UnauthorizedPage() {
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <title>Access denied | GymSlot</title>
      <ShieldAlert aria-hidden="true" className="mx-auto size-12 text-accent" />
      <h1 className="mt-4 text-3xl font-bold">You don&apos;t have access to this page</h1>
      <p className="mt-3 text-neutral-700">
        This page belongs to a different kind of account. Gym members book and manage slots, gym owners manage their gyms,
        and admins look after the whole platform. If you think this is a mistake, log in with the right account or{' '}
        <TextLink to={paths.contact.getHref()}>contact us</TextLink>.
      </p>
      <ButtonLink to={paths.home.getHref()} className="mt-8">
        Go to Home
      </ButtonLink>
    </section>
  );
}
