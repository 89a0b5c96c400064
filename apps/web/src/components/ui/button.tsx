import { LoaderCircle } from 'lucide';
import { Glyph } from './glyph';
import type { ButtonHTMLAttributes, Ref } from 'react';
import { buttonClassName } from './button-styles';
import type { ButtonVariant } from './button-styles';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** React 19 passes it as a prop; it reaches the <button> with the rest. */
  ref?: Ref<HTMLButtonElement>;
  variant?: ButtonVariant;
  /** While true the button shows progress and cannot be pressed again; its name stays the same. */
  pending?: boolean;
}

export function Button({ variant = 'primary', pending = false, disabled, className, children, type = 'button', ...rest }: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      className={buttonClassName(variant, className)}
      {...rest}
    >
      {pending && <Glyph icon={LoaderCircle} className="size-4 animate-spin motion-reduce:animate-none" />}
      {children}
    </button>
  );
}
