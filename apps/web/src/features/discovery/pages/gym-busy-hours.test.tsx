import { daysOfWeek } from '@gymslot/shared/ist-time';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPublicGym, demoGymId } from '../../../test/booking-factories';
import { checkStatusAs, createUser } from '../../../test/factories';
import { mockApi, reply } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const busyPath = `GET /api/gyms/${demoGymId}/busy-hours`;
// Friday 20 Nov 2026, 10:00 IST.
const now = new Date('2026-11-20T04:30:00Z');

/** A week where 7 AM is very busy on Fridays and 6 PM a little busy on Saturdays. */
function week(busy: Record<string, number>) {
  return daysOfWeek.flatMap((dayOfWeek) =>
    Array.from({ length: 24 }, (_, hour) => ({ dayOfWeek, hour, level: busy[`${dayOfWeek} ${hour}`] ?? 0 })),
  );
}

function routes(busyReply: ReturnType<typeof reply>) {
  return {
    ...checkStatusAs(createUser()),
    [`GET /api/gyms/${demoGymId}`]: reply(200, { success: true, gym: createPublicGym() }),
    [busyPath]: busyReply,
  };
}

const region = async () => within(await screen.findByRole('region', { name: 'Usually busy' }));

describe("the gym page's 'Usually busy' chart", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows today's weekday first and follows the day chosen for slots", async () => {
    mockApi(routes(reply(200, { success: true, weeks: 8, hours: week({ 'Friday 7': 4, 'Saturday 18': 2 }) })));
    const { user } = renderApp(`/gym/${demoGymId}`);
    const chart = await region();

    expect(await chart.findByText('Fridays, from the last 8 weeks of visits')).toBeInTheDocument();
    // From the week's first busy hour to its last.
    const items = () => chart.getAllByRole('listitem').map((item) => item.textContent);
    expect(items()[0]).toBe('7 AM: very busy');
    expect(items().at(-1)).toBe('6 PM: empty');
    expect(items()).toHaveLength(12);

    await user.click(screen.getByRole('button', { name: 'Tomorrow' }));
    expect(await chart.findByText('Saturdays, from the last 8 weeks of visits')).toBeInTheDocument();
    expect(items()[0]).toBe('7 AM: empty');
    expect(items().at(-1)).toBe('6 PM: a little busy');
  });

  it('says a weekday nobody came on is usually quiet, instead of drawing an empty chart', async () => {
    mockApi(routes(reply(200, { success: true, weeks: 3, hours: week({ 'Saturday 7': 2 }) })));
    renderApp(`/gym/${demoGymId}`);
    const chart = await region();
    expect(await chart.findByText('No visits on Fridays yet: it is usually quiet.')).toBeInTheDocument();
    expect(chart.queryAllByRole('listitem')).toEqual([]);
  });

  it("says 'Not enough visits yet' when the gym has no visits to go by", async () => {
    mockApi(routes(reply(200, { success: true, weeks: 0, hours: week({}) })));
    renderApp(`/gym/${demoGymId}`);
    expect(await (await region()).findByText('Not enough visits yet')).toBeInTheDocument();
  });
});
