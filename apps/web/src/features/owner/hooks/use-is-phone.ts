import { useState } from 'react';
import { onServer, visitorAgent } from '../../../lib/visitor-agent';

/** Tailwind's `sm` breakpoint: below it is a phone. */
const phoneQuery = '(max-width: 639px)';

/**
 * Whether the screen was phone-sized when the page opened (false where there is no matchMedia, as in
 * tests); on the server, whether the visitor's browser says it is a phone's ('Mobi', as MDN advises).
 */
export function useIsPhone(): boolean {
  const [isPhone] = useState(() =>
    onServer() ? /Mobi/.test(visitorAgent()) : typeof window.matchMedia === 'function' && window.matchMedia(phoneQuery).matches,
  );
  return isPhone;
}
