import { Link } from 'wouter';
import type { ReactNode } from 'react';

export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="font-semibold text-accent-strong underline-offset-4 hover:underline">
      {children}
    </Link>
  );
}
