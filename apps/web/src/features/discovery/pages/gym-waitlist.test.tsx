import { screen, waitFor, within } from '@testing-library/react';
import { WAITLIST_JOINED_MESSAGE, WAITLIST_LIMIT_MESSAGE } from '@gymslot/shared/waitlist-schemas';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createPublicGym, demoGymId } from '../../../test/booking-factories';
import { checkStatusAs, createUser } from '../../../test/factories';
import { callsTo, errorReply, mockApi, reply } from '../../../test/mock-api';
import type { MockReply, MockRoutes } from '../../../test/mock-api';
import { currentLocation, renderApp } from '../../../test/render-app';
import { createWaitlistEntry, waitlistReply } from '../../../test/waitlist-factories';

// Friday 9 Jan 2099, 09:30 in India (04:00 UTC): the gym page opens on that day's slots.
const today = '2099-01-09';
const joinedEntry = createWaitlistEntry({ date: today, timeSlot: '10:00 AM', position: 2 });

function gymApi(routes: MockRoutes): MockRoutes {
  return {
    ...checkStatusAs(createUser()),
    [`GET /api/gyms/${demoGymId}`]: reply(200, { success: true, gym: createPublicGym() }),
    [`GET /api/availability/user/${demoGymId}/slots?date=${today}`]: reply(200, {
      success: true,
      date: today,
      slots: ['10:00 AM', '11:00 AM'],
      slotDetails: [
        { time: '10:00 AM', remaining: 0, full: true, pricePerHour: 199 },
        { time: '11:00 AM', remaining: 3, full: false, pricePerHour: 199 },
      ],
    }),
    ...routes,
  };
}

/** The gym page with a waitlist that the join and leave calls change, as the server would. */
function openWithWaitlist(joinReply: MockReply, { entries = [] as ReturnType<typeof createWaitlistEntry>[] } = {}) {
  let waitlist = entries;
  const fetchMock = mockApi(
    gymApi({
      'GET /api/bookings/waitlist': () => waitlistReply(...waitlist),
      'POST /api/bookings/waitlist': () => {
        if (joinReply.status === 201) waitlist = [joinedEntry];
        return joinReply;
      },
      [`DELETE /api/bookings/waitlist/${joinedEntry._id}`]: () => {
        waitlist = [];
        return reply(200, { success: true, message: 'You have left the waitlist' });
      },
    }),
  );
  return { fetchMock, ...renderApp(`/gym/${demoGymId}`) };
}

const joinButton = () => screen.findByRole('button', { name: '10:00 AM, Full · Join waitlist' });

describe("the gym page's waitlist for a full slot (§8.4)", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${today}T04:00:00Z`));
  });

  it('joins the line, shows the place in it, and leaves it again', async () => {
    const confirmSpy = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user, fetchMock } = openWithWaitlist(reply(201, { success: true, message: WAITLIST_JOINED_MESSAGE, entry: joinedEntry }));

    await user.click(await joinButton());

    expect(await screen.findByText('On waitlist · 2nd in line')).toBeInTheDocument();
    const leave = screen.getByRole('button', { name: 'Leave the waitlist for 10:00 AM' });
    // The control that replaced the one pressed takes the focus.
    expect(leave).toHaveFocus();
    expect(callsTo(fetchMock, '/api/bookings/waitlist').filter(({ method }) => method === 'POST')).toEqual([
      { method: 'POST', body: { gymId: demoGymId, bookingDate: today, timeSlot: '10:00 AM' } },
    ]);
    // The open slot next to it still leads to the booking form.
    expect(screen.getByRole('link', { name: '11:00 AM, ₹199 / hour, 3 places left' })).toBeInTheDocument();

    await user.click(leave);
    expect(confirmSpy).toHaveBeenCalledWith('Leave the waitlist? You will lose your place in line.');
    expect(await joinButton()).toHaveFocus();
    expect(screen.queryByText(/On waitlist/)).not.toBeInTheDocument();
    expect(callsTo(fetchMock, `/api/bookings/waitlist/${joinedEntry._id}`)).toEqual([{ method: 'DELETE', body: undefined }]);
  });

  it("shows a refusal in place and keeps the way to try again", async () => {
    const { user } = openWithWaitlist(errorReply(409, WAITLIST_LIMIT_MESSAGE));

    await user.click(await joinButton());

    const slot = (await joinButton()).closest('li') as HTMLElement;
    expect(await within(slot).findByRole('alert')).toHaveTextContent(WAITLIST_LIMIT_MESSAGE);
    expect(await joinButton()).toBeEnabled();
  });

  it('sends a person whose session ended to log in, and back to this gym afterwards', async () => {
    const { user } = openWithWaitlist(errorReply(401, 'Not authenticated'));

    await user.click(await joinButton());

    await waitFor(() => expect(currentLocation()).toBe(`/login?next=${encodeURIComponent(`/gym/${demoGymId}`)}`));
    expect(await screen.findByLabelText('Email')).toBeInTheDocument();
  });

  it('shows a place held for the person as the way to pay for it', async () => {
    const offered = createWaitlistEntry({ date: today, timeSlot: '10:00 AM', status: 'offered', position: 0, bookingId: 'b0000099a9b3e4d5f6a7b099' });
    openWithWaitlist(reply(500, {}), { entries: [offered] });

    const held = await screen.findByRole('link', { name: '10:00 AM, A place is held for you · Pay now' });
    expect(held).toHaveAttribute('href', '/payment/b0000099a9b3e4d5f6a7b099');
    expect(screen.queryByRole('button', { name: /Join waitlist/ })).not.toBeInTheDocument();
  });

  it("offers to join again after an offer ran out, and shows only this gym's and day's entries", async () => {
    const ranOut = createWaitlistEntry({ date: today, timeSlot: '10:00 AM', status: 'expired', position: 0 });
    const elsewhere = createWaitlistEntry({ _id: '6650f1c2a9b3e4d5f6a7e002', gym: { _id: '6650f1c2a9b3e4d5f6a70002', name: 'Other', city: 'Pune' }, date: today, timeSlot: '10:00 AM' });
    const otherDay = createWaitlistEntry({ _id: '6650f1c2a9b3e4d5f6a7e003', date: '2099-01-10', timeSlot: '10:00 AM' });
    openWithWaitlist(reply(500, {}), { entries: [ranOut, elsewhere, otherDay] });

    expect(await joinButton()).toBeEnabled();
    expect(screen.queryByText(/On waitlist/)).not.toBeInTheDocument();
  });
});
