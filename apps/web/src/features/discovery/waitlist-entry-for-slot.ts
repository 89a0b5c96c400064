import type { WaitlistEntry, WaitlistStatus } from '@gymslot/shared/waitlist-schemas';

/** What the slot shows when the person has several entries for it (an offer that ran out, then a new place in line). */
const shownFirst: readonly WaitlistStatus[] = ['offered', 'waiting', 'booked'];

/** The person's entry that the gym page shows for one slot; an offer that ran out shows nothing, so they can join again. */
export function waitlistEntryForSlot(
  entries: readonly WaitlistEntry[],
  slot: { gymId: string; date: string; time: string },
): WaitlistEntry | undefined {
  const ofSlot = entries.filter((entry) => entry.gym._id === slot.gymId && entry.date === slot.date && entry.timeSlot === slot.time);
  for (const status of shownFirst) {
    const entry = ofSlot.find((each) => each.status === status);
    if (entry !== undefined) return entry;
  }
  return undefined;
}
