import type { ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  description?: string;
  children: ReactNode;
  /** Links under the card, such as "Forgot password?". */
  footer?: ReactNode;
}

export function AuthCard({ title, description, children, footer }: AuthCardProps) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10">
      <title>{`${title} | GymSlot`}</title>
      <section className="rounded-2xl border border-neutral-200 bg-white p-6 sm:p-8">
        <h1 className="text-2xl font-bold">{title}</h1>
        {description && <p className="mt-2 text-neutral-700">{description}</p>}
        <div className="mt-6">{children}</div>
      </section>
      {footer && <div className="mt-6 space-y-2 text-center text-sm text-neutral-700">{footer}</div>}
    </div>
  );
}
