import type { ReactNode } from 'react';

interface BookingPageCardProps {
  title: string;
  /** A decorative icon before the title, such as the confirmation's check mark. */
  icon?: ReactNode;
  children: ReactNode;
}

/** The single-card frame of the book, payment and confirmation screens. */
export function BookingPageCard({ title, icon, children }: BookingPageCardProps) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-8 sm:py-10">
      <title>{`${title} | GymSlot`}</title>
      <section className="rounded-2xl border border-neutral-200 bg-white p-6 sm:p-8">
        <h1 className="flex items-center gap-2 text-2xl font-bold">
          {icon}
          {title}
        </h1>
        <div className="mt-6">{children}</div>
      </section>
    </div>
  );
}
