import { describe, expect, it } from 'vitest';
import { dateAvailabilityMessages } from './availability-messages';
import { planDateAvailability } from './date-availability-plan';

const choice = { gymId: '6650f1c2a9b3e4d5f6a70001', dates: ['2026-11-24'], startTime: '09:00', endTime: '17:00' };

describe('planDateAvailability', () => {
  it('deduplicates and sorts the dates and converts the times to 12-hour form', () => {
    expect(planDateAvailability({ ...choice, dates: ['2026-11-27', '2026-11-21', '2026-11-27'], startTime: '00:00', endTime: '12:30' })).toEqual({
      ok: true,
      request: { gymId: choice.gymId, dates: ['2026-11-21', '2026-11-27'], startTime: '12:00 AM', endTime: '12:30 PM' },
    });
  });

  it.each([
    [{ gymId: '' }, 'Please select a gym.'],
    [{ dates: [] }, 'Please select at least one date.'],
    [{ startTime: '' }, 'Please select a valid start and end time.'],
    [{ endTime: '25:00' }, 'Please select a valid start and end time.'],
    [{ startTime: '17:00' }, 'Please select a valid start and end time.'],
  ])('refuses %o with %s', (change, message) => {
    const plan = planDateAvailability({ ...choice, ...change });
    expect(plan.ok ? null : dateAvailabilityMessages.get()[plan.problem]).toBe(message);
  });
});
