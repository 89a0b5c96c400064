import { Link } from './link';
import type { LinkProps } from './link';
import { useLocation } from './use-location';

interface NavLinkProps extends Omit<LinkProps, 'className'> {
  className: (status: { isActive: boolean }) => string;
}

/** Active on its own path and every path below it, marked with aria-current for screen readers. */
export function NavLink({ to, className, ...linkProps }: NavLinkProps) {
  const pathname = useLocation().pathname.toLowerCase();
  const target = to.toLowerCase();
  const isActive = pathname === target || pathname.startsWith(`${target}/`);
  return <Link {...linkProps} to={to} aria-current={isActive ? 'page' : undefined} className={className({ isActive })} />;
}
