import type { ReactNode } from 'react';
import { TextLink } from './text-link';

interface BackLinkPageProps {
  /** The document's title (the browser tab). */
  title: string;
  heading: string;
  /** The page the person came from, usually their dashboard. */
  back: { href: string; label: string };
  width: 'max-w-3xl' | 'max-w-4xl' | 'max-w-5xl';
  children: ReactNode;
}

/** A page under a dashboard (edit a gym, its prices, insights, payouts): the way back, then its heading and body. */
export function BackLinkPage({ title, heading, back, width, children }: BackLinkPageProps) {
  return (
    <div className={`mx-auto w-full ${width} px-4 py-8`}>
      <title>{title}</title>
      <p>
        <TextLink to={back.href}>{back.label}</TextLink>
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{heading}</h1>
      {children}
    </div>
  );
}
