import { useState } from 'react';

/** Tailwind's `sm` breakpoint: below it is a phone. */
const phoneQuery = '(max-width: 639px)';

/** Whether the screen was phone-sized when the page opened (false where there is no matchMedia, as in tests). */
export function useIsPhone(): boolean {
  const [isPhone] = useState(() => typeof window.matchMedia === 'function' && window.matchMedia(phoneQuery).matches);
  return isPhone;
}
