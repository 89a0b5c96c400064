import { screen, within } from '@testing-library/react';
import type { NotLetInSummary } from '@gymslot/shared/not-let-in-schemas';
import { istTimeOfDay } from '@gymslot/shared/time-of-day';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLanguage } from '../../../i18n/i18n';
import { rememberLanguage } from '../../../i18n/locale';
import { createBooking, minutesFromNow } from '../../../test/booking-factories';
import { checkStatusAs, createUser } from '../../../test/factories';
import { callsTo, errorReply, mockApi, reply } from '../../../test/mock-api';
import type { MockRoutes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

// API contract §8.10 on the member's screens: 'I wasn't let in' while a report can be made, its
// sheet (a reason and an optional note), then the report's state.

const bookingId = 'b0000031a9b3e4d5f6a7b031';
/** A paid booking whose slot started 10 minutes ago: check-in opened 70 minutes ago and closes in 50. */
const atTheDoor = createBooking({ _id: bookingId, checkInOpensAt: minutesFromNow(-70), checkInClosesAt: minutesFromNow(50) });
const reportPath = `/api/bookings/${bookingId}/not-let-in`;
const respondBy = minutesFromNow(30);
const openReport: NotLetInSummary = { _id: 'r0000031a9b3e4d5f6a7b031', bookingId, reason: 'closed', status: 'open', respondBy };

function routes(bookings: unknown[], overrides: MockRoutes = {}): MockRoutes {
  return {
    ...checkStatusAs(createUser()),
    'GET /api/bookings/waitlist': reply(200, { success: true, entries: [] }),
    'GET /api/bookings/my-bookings': reply(200, { success: true, count: bookings.length, bookings }),
    [`GET /api/bookings/${bookingId}/pass`]: errorReply(409, 'This booking was cancelled, so it has no pass.'),
    ...overrides,
  };
}

afterEach(() => {
  rememberLanguage('en');
  document.cookie = 'lang=; path=/; max-age=0';
});

describe("'I wasn't let in' on My Bookings", () => {
  it('reports with a reason and a note, then says what happens next', async () => {
    let reported = false;
    const fetchMock = mockApi(
      routes([atTheDoor], {
        [`POST ${reportPath}`]: () => {
          reported = true;
          return reply(201, {
            success: true,
            message: `We told the gym. If they don't let you in or answer by ${istTimeOfDay(new Date(respondBy))}, you get your money back automatically.`,
            report: openReport,
          });
        },
      }),
    );
    const { user } = renderApp('/my-bookings');

    await user.click(await screen.findByRole('button', { name: "I wasn't let in" }));
    const dialog = screen.getByRole('dialog', { name: "I wasn't let in" });
    expect(dialog).toHaveTextContent('Tell us what happened at Powerhouse Fitness. We tell the gym at once.');
    // A reason is needed; nothing is sent without one.
    await user.click(within(dialog).getByRole('button', { name: 'Tell the gym' }));
    expect(within(dialog).getByText('Please choose what happened.')).toBeInTheDocument();
    expect(callsTo(fetchMock, reportPath)).toEqual([]);

    await user.click(within(dialog).getByRole('radio', { name: 'The gym was closed' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Anything else we should know (optional)' }), '  Shutter down at 6:05.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Tell the gym' }));

    expect(await screen.findByText(`We told the gym. If they don't let you in or answer by ${istTimeOfDay(new Date(respondBy))}, you get your money back automatically.`)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(reported).toBe(true);
    expect(callsTo(fetchMock, reportPath)).toEqual([{ method: 'POST', body: { reason: 'closed', note: 'Shutter down at 6:05.' } }]);
    expect(screen.queryByRole('button', { name: "I wasn't let in" })).toBeNull();
  });

  it("shows the server's reason when a report is refused, and Cancel and Escape close the sheet", async () => {
    mockApi(routes([atTheDoor], { [`POST ${reportPath}`]: errorReply(409, 'This booking was already checked in at 06:05 PM.') }));
    const { user } = renderApp('/my-bookings');

    await user.click(await screen.findByRole('button', { name: "I wasn't let in" }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: "I wasn't let in" }));
    await user.click(screen.getByRole('radio', { name: 'They turned me away at the door' }));
    await user.click(screen.getByRole('button', { name: 'Tell the gym' }));
    expect(await screen.findByText('This booking was already checked in at 06:05 PM.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is hidden outside the window: before check-in opens, 30 minutes after the slot, and once checked in', async () => {
    const early = createBooking({ _id: 'b0000032a9b3e4d5f6a7b032', checkInOpensAt: minutesFromNow(5), checkInClosesAt: minutesFromNow(125) });
    const late = createBooking({ _id: 'b0000033a9b3e4d5f6a7b033', checkInOpensAt: minutesFromNow(-150), checkInClosesAt: minutesFromNow(-31) });
    const checkedIn = createBooking({ _id: 'b0000034a9b3e4d5f6a7b034', isVerified: true, checkInOpensAt: minutesFromNow(-70), checkInClosesAt: minutesFromNow(50) });
    mockApi(routes([early, late, checkedIn]));
    renderApp('/my-bookings');

    expect(await screen.findAllByRole('article')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: "I wasn't let in" })).toBeNull();
  });

  it("shows a report's end on the booking: checked in, refunded, or closed without a refund", async () => {
    const resolved = createBooking({ _id: 'b0000035a9b3e4d5f6a7b035', isVerified: true, notLetIn: { ...openReport, bookingId: 'b0000035a9b3e4d5f6a7b035', status: 'resolved' } });
    const refunded = createBooking({
      _id: 'b0000036a9b3e4d5f6a7b036',
      status: 'refunded',
      isPaid: false,
      refundStatus: 'refunded',
      notLetIn: { ...openReport, bookingId: 'b0000036a9b3e4d5f6a7b036', status: 'refunded' },
    });
    mockApi(routes([resolved, refunded]));
    renderApp('/my-bookings');

    expect(await screen.findByText('The gym checked you in. Enjoy your workout!')).toBeInTheDocument();
    expect(screen.getByText('Your payment is refunded in full. It reaches your account in 5–7 working days.')).toBeInTheDocument();
  });

  it('speaks Hindi', async () => {
    await loadLanguage('hi');
    rememberLanguage('hi');
    mockApi(routes([atTheDoor], { [`POST ${reportPath}`]: errorReply(409, 'You have already reported this booking.') }));
    const { user } = renderApp('/my-bookings');

    await user.click(await screen.findByRole('button', { name: 'मुझे अंदर नहीं आने दिया गया' }));
    const dialog = screen.getByRole('dialog', { name: 'मुझे अंदर नहीं आने दिया गया' });
    await user.click(within(dialog).getByRole('radio', { name: 'जिम बंद था' }));
    await user.click(within(dialog).getByRole('button', { name: 'जिम को बताएँ' }));
    expect(await within(dialog).findByText('आप इस बुकिंग की शिकायत पहले ही कर चुके हैं।')).toBeInTheDocument();
  });
});

describe("'I wasn't let in' on the confirmation screen", () => {
  it('is offered with the pass while the window is open', async () => {
    mockApi(routes([], { [`GET /api/bookings/${bookingId}`]: reply(200, { success: true, booking: atTheDoor }) }));
    renderApp(`/confirmation/${bookingId}`);
    expect(await screen.findByRole('button', { name: "I wasn't let in" })).toBeInTheDocument();
  });
});
