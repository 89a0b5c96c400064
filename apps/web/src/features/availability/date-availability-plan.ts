import { setAvailabilityBodySchema } from '@gymslot/shared/owner-availability-schemas';
import { fromTwentyFourHour } from '@gymslot/shared/time-of-day';
import { checkWithSchema } from '../../lib/schema-form';
import type { SetDateAvailabilityVariables } from './api/set-date-availability';

export interface DateAvailabilityChoice {
  gymId: string;
  dates: readonly string[];
  /** 'HH:MM', as a time input gives it. */
  startTime: string;
  endTime: string;
}

/** Why a choice cannot be sent: the key of its message in `dateAvailabilityMessages`. */
export type DateAvailabilityProblem = 'selectGym' | 'selectDate' | 'selectTimes';

export type DateAvailabilityPlan = { ok: true; request: SetDateAvailabilityVariables } | { ok: false; problem: DateAvailabilityProblem };

// The server's schema (V4) judges each date's request; the screen words its refusals as the spec
// does (availability-messages.ts).

/**
 * Spec §5 "Date availability": checks the choice with the shared V4 schema, in the spec's words,
 * and turns it into the request: dates deduplicated and sorted ascending, times in 12-hour form.
 */
export function planDateAvailability(choice: DateAvailabilityChoice): DateAvailabilityPlan {
  const dates = [...new Set(choice.dates)].sort();
  const startTime = fromTwentyFourHour(choice.startTime) ?? '';
  const endTime = fromTwentyFourHour(choice.endTime) ?? '';
  for (const date of dates.length > 0 ? dates : ['']) {
    const check = checkWithSchema(setAvailabilityBodySchema, { gymId: choice.gymId, date, startTime, endTime });
    if (check.ok) continue;
    if (check.fieldErrors.gymId !== undefined) return { ok: false, problem: 'selectGym' };
    if (check.fieldErrors.date !== undefined) return { ok: false, problem: 'selectDate' };
    return { ok: false, problem: 'selectTimes' };
  }
  return { ok: true, request: { gymId: choice.gymId, dates, startTime, endTime } };
}
