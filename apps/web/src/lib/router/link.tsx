import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { getLocation, navigate } from './location-store';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  state?: unknown;
}

/** A click the browser should handle itself: another button, a modifier key (new tab), or another target. */
function leftToTheBrowser(event: MouseEvent<HTMLAnchorElement>): boolean {
  const target = event.currentTarget.getAttribute('target');
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.altKey ||
    event.ctrlKey ||
    event.shiftKey ||
    (target !== null && target !== '_self')
  );
}

/** An in-app link: a real `<a href>`, navigated without a page load on a plain click. */
export function Link({ to, state, onClick, ...anchorProps }: LinkProps) {
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (leftToTheBrowser(event)) return;
    event.preventDefault();
    const { pathname, search, hash } = getLocation();
    // A link to where the reader already is does not add a history entry.
    navigate(to, { replace: to === `${pathname}${search}${hash}`, state });
  }

  return <a {...anchorProps} href={to} onClick={handleClick} />;
}
