import { Construction } from 'lucide-react';
import { paths } from '../../config/paths';
import { TextLink } from './text-link';

interface ComingNextProps {
  title: string;
  summary: string;
}

/** An honest placeholder for a screen that a later release delivers. */
export function ComingNext({ title, summary }: ComingNextProps) {
  return (
    <section className="mx-auto max-w-2xl px-4 py-12 text-center">
      <title>{`${title} | GymSlot`}</title>
      <Construction aria-hidden="true" className="mx-auto size-10 text-accent" />
      <h1 className="mt-4 text-2xl font-bold sm:text-3xl">{title}</h1>
      <p className="mt-3 text-neutral-700">{summary}</p>
      <p className="mt-2 text-sm text-neutral-600">This screen is coming in the next release.</p>
      <p className="mt-6">
        <TextLink to={paths.home.getHref()}>Back to home</TextLink>
      </p>
    </section>
  );
}
