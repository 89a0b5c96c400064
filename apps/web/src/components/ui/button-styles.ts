export type ButtonVariant = 'primary' | 'secondary' | 'danger';

const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 py-2 text-base font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-accent-strong text-white hover:bg-accent-stronger',
  secondary: 'border border-neutral-300 bg-white text-neutral-900 hover:bg-neutral-100',
  // ui.md: red for cancel. Outlined, so a destructive action never looks like the main one.
  danger: 'border border-red-300 bg-white text-red-700 hover:bg-red-50',
};

/** Shared by <Button> and links that look like buttons, so both stay identical. */
export function buttonClassName(variant: ButtonVariant = 'primary', extra = ''): string {
  return `${base} ${variants[variant]} ${extra}`.trim();
}
