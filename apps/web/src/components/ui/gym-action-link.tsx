import type { LucideIcon } from 'lucide-react';
import { ButtonLink } from './button-link';
import type { ButtonVariant } from './button-styles';

interface GymActionLinkProps {
  to: string;
  Icon: LucideIcon;
  label: string;
  /** Read after the label by screen readers, so each card's links say which gym they are for. */
  ofGym: string;
  variant?: ButtonVariant;
  className?: string;
}

/** One of a gym card's actions (edit, prices, availability, insights): a link that looks like a button, with an icon. */
export function GymActionLink({ to, Icon, label, ofGym, variant = 'secondary', className = 'w-full' }: GymActionLinkProps) {
  return (
    <ButtonLink to={to} variant={variant} className={className}>
      <Icon aria-hidden="true" className="size-4" />
      {label}
      <span className="sr-only">{ofGym}</span>
    </ButtonLink>
  );
}
