import { screen, within } from '@testing-library/react';
import type { OwnerReport } from '@gymslot/shared/not-let-in-schemas';
import { istTimeOfDay } from '@gymslot/shared/time-of-day';
import { describe, expect, it } from 'vitest';
import { minutesFromNow } from '../../../test/booking-factories';
import { checkStatusAs } from '../../../test/factories';
import { callsTo, errorReply, mockApi, reply } from '../../../test/mock-api';
import type { MockRoutes } from '../../../test/mock-api';
import { createManagedGym, ownerAccount } from '../../../test/owner-factories';
import { renderApp } from '../../../test/render-app';

// API contract §8.10 for the gym's owner: open reports first on the dashboard (and the Today list),
// each with 'Check in' (the usual verify flow, prefilled) and 'Answer'.

const gym = createManagedGym({ _id: '6650f1c2a9b3e4d5f6a70001', name: 'Powerhouse Fitness' });
const respondBy = minutesFromNow(25);
const report: OwnerReport = {
  _id: 'r0000041a9b3e4d5f6a7b041',
  status: 'open',
  reason: 'refused',
  note: 'The desk said the slot was full.',
  createdAt: minutesFromNow(-5),
  respondBy,
  canAnswer: true,
  booking: { _id: 'b0000041a9b3e4d5f6a7b041', date: '2026-11-21', timeSlot: '06:00 PM', otp: 482913, isVerified: false },
  gym: { _id: gym._id, name: gym.name },
  person: { name: 'Priya Sharma' },
};
const respondPath = `/api/reports/${report._id}/respond`;

function routes(overrides: MockRoutes = {}): MockRoutes {
  return {
    ...checkStatusAs(ownerAccount),
    'GET /api/gyms/my-gyms': reply(200, { success: true, count: 1, gyms: [gym] }),
    'GET /api/owner/reports': reply(200, { success: true, reports: [report] }),
    ...overrides,
  };
}

describe("the owner's 'not let in' reports", () => {
  it('shows each open report first, with who, why, until when, and a prefilled check-in', async () => {
    mockApi(routes());
    renderApp('/owner/dashboard');

    const section = (await screen.findByRole('heading', { name: "Customers who say they weren't let in (1)" })).closest('section') as HTMLElement;
    const card = within(section).getByRole('article', { name: 'Priya Sharma' });
    expect(card).toHaveTextContent('Powerhouse Fitness · Sat, 21 Nov 2026, 06:00 PM');
    expect(card).toHaveTextContent('Says they were turned away at the door');
    expect(card).toHaveTextContent('Their note: “The desk said the slot was full.”');
    expect(card).toHaveTextContent(`Check in or answer by ${istTimeOfDay(new Date(respondBy))}`);
    expect(within(card).getByRole('link', { name: 'Check in Priya Sharma' })).toHaveAttribute(
      'href',
      `/owner/verify-booking?bookingId=${report.booking._id}&otp=482913`,
    );
  });

  it('answers with a note: the report then waits for GymSlot', async () => {
    const answered: OwnerReport = { ...report, status: 'contested', ownerNote: 'They came at 7:30, after the slot.', canAnswer: false, respondedAt: minutesFromNow(0) };
    const fetchMock = mockApi(
      routes({ [`POST ${respondPath}`]: reply(200, { success: true, message: "Your answer was sent. GymSlot's team will decide.", report: answered }) }),
    );
    const { user } = renderApp('/owner/dashboard');

    await user.click(await screen.findByRole('button', { name: 'Answer Priya Sharma' }));
    const field = screen.getByRole('textbox', { name: 'What happened? GymSlot’s team reads this before deciding.' });
    expect(screen.getByRole('button', { name: 'Send answer' })).toBeDisabled();
    await user.type(field, 'They came at 7:30, after the slot.');
    await user.click(screen.getByRole('button', { name: 'Send answer' }));

    expect(await screen.findByText("Your answer was sent. GymSlot's team will decide.")).toBeInTheDocument();
    expect(callsTo(fetchMock, respondPath)).toEqual([{ method: 'POST', body: { note: 'They came at 7:30, after the slot.' } }]);
    const card = screen.getByRole('article', { name: 'Priya Sharma' });
    expect(card).toHaveTextContent("GymSlot's team decides");
    expect(card).toHaveTextContent('Your answer: “They came at 7:30, after the slot.”');
    expect(within(card).queryByRole('button', { name: /^Answer/ })).toBeNull();
  });

  it("shows the server's reason when the answer comes too late", async () => {
    mockApi(routes({ [`POST ${respondPath}`]: errorReply(409, 'The 30 minutes to answer this report have passed.') }));
    const { user } = renderApp('/owner/dashboard');

    await user.click(await screen.findByRole('button', { name: 'Answer Priya Sharma' }));
    await user.type(screen.getByRole('textbox', { name: /^What happened\?/ }), 'We were open.');
    await user.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText('The 30 minutes to answer this report have passed.')).toBeInTheDocument();
  });

  it('shows nothing while there are no reports', async () => {
    mockApi(routes({ 'GET /api/owner/reports': reply(200, { success: true, reports: [] }) }));
    renderApp('/owner/dashboard');
    expect(await screen.findByRole('heading', { level: 2, name: 'Powerhouse Fitness' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /weren't let in/ })).toBeNull();
  });
});
