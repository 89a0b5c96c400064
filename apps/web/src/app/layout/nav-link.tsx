import type { AnchorHTMLAttributes } from 'react';
import { Link, useLocation } from 'wouter';

interface NavLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'className'> {
  to: string;
  className: (status: { isActive: boolean }) => string;
}

/** Active on its own path and every path below it, marked with aria-current for screen readers. */
export function NavLink({ to, className, ...linkProps }: NavLinkProps) {
  const pathname = useLocation()[0].toLowerCase();
  const target = to.toLowerCase();
  const isActive = pathname === target || pathname.startsWith(`${target}/`);
  return <Link {...linkProps} to={to} aria-current={isActive ? 'page' : undefined} className={className({ isActive })} />;
}
