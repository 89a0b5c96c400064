import type { IconNode } from 'lucide';
import { createElement } from 'react';

/**
 * A lucide icon drawn from its data (`import { Menu } from 'lucide'`), for the shell and the home page:
 * lucide-react's component factory weighs 1.9 KB gzipped on a first visit that has 80 KB for all its
 * script, and these icons need none of its options (docs/decisions/041). Decorative: hidden from
 * screen readers, the text beside it says what it means.
 */
export function Glyph({ icon, className }: { icon: IconNode; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={className}
    >
      {icon.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  );
}
