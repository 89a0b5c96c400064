import { fireEvent, screen, within } from '@testing-library/react';
import { formatCalendarDate } from '../../../lib/date-formatters';
import { addDays, istDate } from '@gymslot/shared/ist-time';
import { describe, expect, it } from 'vitest';
import { createBooking, createHold } from '../../../test/booking-factories';
import { checkStatusAs, createUser } from '../../../test/factories';
import { callsTo, errorReply, mockApi, reply } from '../../../test/mock-api';
import type { MockReply, MockRoutes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { canReschedule } from '../reschedule-eligibility';

const loggedIn: MockRoutes = checkStatusAs(createUser());
const today = istDate(new Date());
const paid = createBooking({ _id: 'b0000011a9b3e4d5f6a7b011', date: addDays(today, 2), timeSlot: '06:00 PM' });
const newDate = addDays(today, 3);
const slotsUrl = `GET /api/availability/user/${paid.gym._id}/slots`;
const slotsReply = (details: { time: string; remaining: number; full: boolean; pricePerHour?: number }[]): MockReply =>
  reply(200, { success: true, date: newDate, slots: details.map((slot) => slot.time), slotDetails: details });

function setUp(rescheduleReply: MockReply) {
  let moved = false;
  const fetchMock = mockApi({
    ...loggedIn,
    'GET /api/bookings/my-bookings': () => {
      const booking = moved ? { ...paid, date: newDate, timeSlot: '07:00 AM' } : paid;
      return reply(200, { success: true, count: 1, bookings: [booking] });
    },
    [slotsUrl]: slotsReply([
      { time: '06:00 PM', remaining: 3, full: false },
      { time: '07:00 AM', remaining: 1, full: false },
      { time: '08:00 AM', remaining: 0, full: true },
      // A peak hour (§8.7) dearer than the ₹199 paid: the amount paid stays, so it is no place to move to.
      { time: '07:00 PM', remaining: 4, full: false, pricePerHour: 299 },
    ]),
    [`POST /api/bookings/${paid._id}/reschedule`]: () => {
      moved = rescheduleReply.status === 200;
      return rescheduleReply;
    },
  });
  return { fetchMock, ...renderApp('/my-bookings') };
}

describe('rescheduling from My Bookings (§8.4a)', () => {
  it('moves a paid booking to a chosen day and slot and shows the new time with a success message', async () => {
    const { user, fetchMock } = setUp(
      reply(200, { success: true, message: 'Booking rescheduled', booking: { ...paid, date: newDate, timeSlot: '07:00 AM' } }),
    );
    const toggle = await screen.findByRole('button', { name: 'Reschedule' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const form = within(screen.getByRole('form', { name: 'Reschedule' }));
    const dateInput = form.getByLabelText('New date');
    expect(dateInput).toHaveAttribute('min', today);
    fireEvent.change(dateInput, { target: { value: newDate } });

    const group = within(await form.findByRole('group', { name: `New time on ${formatCalendarDate(newDate)}` }));
    expect(await group.findByRole('radio', { name: /^08:00 AM/ })).toBeDisabled();
    expect(group.getByRole('radio', { name: '07:00 PM Costs more than you paid' })).toBeDisabled();
    await user.click(group.getByRole('radio', { name: '07:00 AM 1 place left' }));
    await user.click(form.getByRole('button', { name: 'Confirm new time' }));

    const success = await screen.findByText(`Booking rescheduled to ${formatCalendarDate(newDate)} at 07:00 AM.`);
    expect(success.closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByRole('form', { name: 'Reschedule' })).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
    const card = within(screen.getByRole('article'));
    expect(card.getByText(formatCalendarDate(newDate))).toBeInTheDocument();
    expect(card.getByText('07:00 AM')).toBeInTheDocument();
    expect(callsTo(fetchMock, `/api/bookings/${paid._id}/reschedule`)).toEqual([
      { method: 'POST', body: { bookingDate: newDate, timeSlot: '07:00 AM' } },
    ]);
  });

  it("leaves the booking's own slot out of the choices, asks for a time, and shows the server's refusal as sent", async () => {
    const { user } = setUp(errorReply(409, 'This slot is full'));
    await user.click(await screen.findByRole('button', { name: 'Reschedule' }));
    const form = within(screen.getByRole('form', { name: 'Reschedule' }));
    await form.findByRole('radio', { name: /^07:00 AM/ });
    expect(form.queryByRole('radio', { name: /^06:00 PM/ })).not.toBeInTheDocument();

    await user.click(form.getByRole('button', { name: 'Confirm new time' }));
    expect(form.getByRole('alert')).toHaveTextContent('Please choose a new time.');

    await user.click(form.getByRole('radio', { name: /^07:00 AM/ }));
    await user.click(form.getByRole('button', { name: 'Confirm new time' }));
    expect(await form.findByText('This slot is full')).toBeInTheDocument();
    expect(within(screen.getByRole('article')).getByText('06:00 PM')).toBeInTheDocument();

    await user.click(form.getByRole('button', { name: 'Keep current time' }));
    expect(screen.queryByRole('form', { name: 'Reschedule' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reschedule' })).toHaveFocus();
  });
});

describe('canReschedule', () => {
  const now = new Date(`${addDays(today, 0)}T00:00:00Z`);
  const startingIn = (hours: number) => {
    const start = new Date(now.getTime() + hours * 3_600_000 + 330 * 60_000);
    const [date = '', time = ''] = start.toISOString().split('T');
    const [hh = 0, mm = 0] = time.split(':').map(Number);
    const timeSlot = `${String(hh % 12 === 0 ? 12 : hh % 12).padStart(2, '0')}:${String(mm).padStart(2, '0')} ${hh < 12 ? 'AM' : 'PM'}`;
    return { date, timeSlot };
  };

  it('offers a paid, not checked-in booking until 2 hours before its start', () => {
    expect(canReschedule(createBooking(startingIn(3)), now)).toBe(true);
    expect(canReschedule(createBooking(startingIn(2)), now)).toBe(true);
    expect(canReschedule(createBooking(startingIn(1)), now)).toBe(false);
    expect(canReschedule(createBooking({ ...startingIn(3), isVerified: true }), now)).toBe(false);
    expect(canReschedule(createHold(startingIn(3)), now)).toBe(false);
    expect(canReschedule(createBooking({ ...startingIn(3), status: 'cancelled', isPaid: false }), now)).toBe(false);
  });
});
