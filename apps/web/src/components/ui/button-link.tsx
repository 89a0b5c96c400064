import { Link } from 'wouter';
import type { ReactNode } from 'react';
import { buttonClassName } from './button-styles';
import type { ButtonVariant } from './button-styles';

interface ButtonLinkProps {
  to: string;
  variant?: ButtonVariant;
  className?: string;
  children: ReactNode;
}

/** An in-app link that looks like a button. */
export function ButtonLink({ to, variant = 'primary', className, children }: ButtonLinkProps) {
  return (
    <Link to={to} className={buttonClassName(variant, className)}>
      {children}
    </Link>
  );
}
