import type { RecurringAvailability } from '@gymslot/shared/availability-schemas';

/** The weekly hours of a gym, read-only, one row per day that has them (spec §2; owners see them too). */
export function RecurringHoursTable({ entries }: { entries: readonly RecurringAvailability[] }) {
  if (entries.length === 0) return <p className="text-neutral-700">No weekly availability set.</p>;
  return (
    <div className="overflow-x-auto rounded-2xl border border-neutral-200 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Weekly availability</caption>
        <thead className="bg-neutral-100">
          <tr>
            <th scope="col" className="px-4 py-2 font-semibold">Day</th>
            <th scope="col" className="px-4 py-2 font-semibold">Start</th>
            <th scope="col" className="px-4 py-2 font-semibold">End</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry._id} className="border-t border-neutral-200">
              <th scope="row" className="px-4 py-2 font-medium">{entry.dayOfWeek}</th>
              <td className="px-4 py-2">{entry.startTime}</td>
              <td className="px-4 py-2">{entry.endTime}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
