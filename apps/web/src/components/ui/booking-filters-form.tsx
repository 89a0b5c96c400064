import { useState, type FormEvent } from 'react';
import type { BookingFilters, BookingStatusFilter } from '../../lib/booking-filters';
import { noBookingFilters } from '../../lib/booking-filters';
import { useStore } from '../../i18n/use-store';
import { Button } from './button';
import { bookingFilterMessages } from './booking-filter-messages';
import { SelectField } from './select-field';
import { TextField } from './text-field';

interface BookingFiltersFormProps {
  /** The filters in force; the form starts from them and hands back new ones on Apply. */
  filters: BookingFilters;
  gyms: readonly { _id: string; name: string }[];
  onApply: (filters: BookingFilters) => void;
}

/** Date range, gym and status for a bookings list; one Apply so each change is not a request. */
export function BookingFiltersForm({ filters, gyms, onApply }: BookingFiltersFormProps) {
  const t = useStore(bookingFilterMessages);
  const [draft, setDraft] = useState(filters);
  const set = (change: Partial<BookingFilters>) => setDraft((current) => ({ ...current, ...change }));
  const statusOptions: { value: '' | BookingStatusFilter; label: string }[] = [
    { value: '', label: t.anyStatus },
    { value: 'pending', label: t.pending },
    { value: 'verified', label: t.verified },
    { value: 'refund_failed', label: t.refundFailed },
  ];

  function submit(event: FormEvent) {
    event.preventDefault();
    onApply(draft);
  }

  function clear() {
    setDraft(noBookingFilters);
    onApply(noBookingFilters);
  }

  return (
    <form onSubmit={submit} className="rounded-2xl border border-neutral-200 bg-white p-4">
      <fieldset className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <legend className="mb-2 text-lg font-bold">{t.legend}</legend>
        <TextField label={t.from} type="date" value={draft.from} max={draft.to || undefined} onChange={(event) => set({ from: event.target.value })} />
        <TextField label={t.to} type="date" value={draft.to} min={draft.from || undefined} onChange={(event) => set({ to: event.target.value })} />
        <SelectField
          label={t.gym}
          value={draft.gymId}
          options={[{ value: '', label: t.allGyms }, ...gyms.map((gym) => ({ value: gym._id, label: gym.name }))]}
          onChange={(gymId) => set({ gymId })}
        />
        <SelectField label={t.status} value={draft.status} options={statusOptions} onChange={(status) => set({ status })} />
      </fieldset>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button type="submit">{t.apply}</Button>
        <Button variant="secondary" onClick={clear}>
          {t.clear}
        </Button>
      </div>
    </form>
  );
}
