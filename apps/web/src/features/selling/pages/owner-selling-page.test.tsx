import { screen, within } from '@testing-library/react';
import { addDays, istDate } from '@gymslot/shared/ist-time';
import { describe, expect, it } from 'vitest';
import { loadLanguage } from '../../../i18n/i18n';
import { rememberLanguage } from '../../../i18n/locale';
import { createBooking } from '../../../test/booking-factories';
import { checkStatusAs } from '../../../test/factories';
import { callsTo, mockApi, reply } from '../../../test/mock-api';
import type { MockRoutes, MockReply } from '../../../test/mock-api';
import { createManagedGym, ownerAccount } from '../../../test/owner-factories';
import { renderApp } from '../../../test/render-app';

const gymId = '6650f1c2a9b3e4d5f6a70001';
const gym = createManagedGym({ _id: gymId, name: 'Powerhouse Fitness' });
const sellingPath = `/api/gyms/${gymId}/selling`;
const closuresPath = `/api/gyms/${gymId}/closures`;
const closureDate = addDays(istDate(new Date()), 10);
const saved = { gymId, gymName: 'Powerhouse Fitness', capacity: 40, placesPerSlot: null, bookingWindowDays: 30, minNoticeMinutes: 0 };
const repairs = { _id: '6650f1c2a9b3e4d5f6a7c001', gymId, date: closureDate, startTime: '06:00 AM', endTime: '09:00 AM', reason: 'Floor repairs', createdAt: '2026-11-20T10:00:00.000Z' };

function routes(overrides: MockRoutes = {}): MockRoutes {
  return {
    ...checkStatusAs(ownerAccount),
    'GET /api/gyms/my-gyms': reply(200, { success: true, count: 1, gyms: [gym] }),
    [`GET ${sellingPath}`]: reply(200, { success: true, selling: saved }),
    [`PUT ${sellingPath}`]: (body: unknown) => reply(200, { success: true, selling: { ...saved, ...(body as object) } }),
    [`GET ${closuresPath}`]: reply(200, { success: true, closures: [repairs] }),
    [`DELETE ${closuresPath}/${repairs._id}`]: reply(200, { success: true }),
    ...overrides,
  };
}

/** The 409 a closure over paid bookings gets, then the 201 once refundBookings is sent. */
function closureWithBookings(body: unknown): MockReply {
  const bookings = [createBooking({ _id: '6650f1c2a9b3e4d5f6a7b001', user: { _id: 'u1', name: 'Asha Rao', email: 'asha@example.com' }, date: closureDate, timeSlot: '07:00 PM' }), createBooking({ _id: '6650f1c2a9b3e4d5f6a7b002', date: closureDate, timeSlot: '08:00 PM' })];
  if ((body as { refundBookings?: boolean }).refundBookings) {
    return reply(201, { success: true, closure: { ...repairs, _id: '6650f1c2a9b3e4d5f6a7c002', startTime: '07:00 PM', endTime: '09:00 PM', reason: 'Wedding' }, refundedBookings: 2 });
  }
  const message = 'Paid bookings fall in these hours. Cancel them with a full refund to close these hours.';
  return reply(409, { success: false, message, error: 'Conflict', code: 'closureHasBookings', bookings });
}

describe('how GymSlot sells a gym (§8.12)', () => {
  it("opens from the owner's gym card, keeps all places by default and saves fewer; too many is said beside the field", async () => {
    const fetchMock = mockApi(routes());
    const { user } = renderApp('/owner/dashboard');
    await user.click(await screen.findByRole('link', { name: 'How GymSlot sells this gym of Powerhouse Fitness' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'How GymSlot sells this gym' })).toBeInTheDocument();
    const places = await screen.findByLabelText('Places sold per slot');
    expect(places).toHaveValue('');
    expect(places).toHaveAttribute('placeholder', 'All 40 places');

    await user.type(places, '50');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('You can sell at most the 40 places the gym holds.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Days ahead people can book'));
    await user.type(screen.getByLabelText('Days ahead people can book'), '120');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Days ahead must be a whole number from 1 to 90.')).toBeInTheDocument();
    expect(callsTo(fetchMock, sellingPath).filter((call) => call.method === 'PUT')).toEqual([]);

    await user.clear(places);
    await user.type(places, '25');
    await user.clear(screen.getByLabelText('Days ahead people can book'));
    await user.type(screen.getByLabelText('Days ahead people can book'), '14');
    await user.clear(screen.getByLabelText('Minimum notice, in minutes'));
    await user.type(screen.getByLabelText('Minimum notice, in minutes'), '120');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved. The gym page now follows these settings.')).toBeInTheDocument();
    expect(callsTo(fetchMock, sellingPath).filter((call) => call.method === 'PUT')).toEqual([
      { method: 'PUT', body: { placesPerSlot: 25, bookingWindowDays: 14, minNoticeMinutes: 120 } },
    ]);
  });

  it('lists closed hours with Delete, and asks before cancelling the paid bookings inside new ones', async () => {
    const fetchMock = mockApi(routes({ [`POST ${closuresPath}`]: closureWithBookings }));
    const { user } = renderApp(`/owner/gym/${gymId}/selling`);

    const list = await screen.findByRole('list', { name: 'Upcoming closed hours' });
    expect(within(list).getByText('Floor repairs')).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: /^Delete the closed hours of .*, 06:00 AM – 09:00 AM$/ }));
    expect(await screen.findByText('Closed hours deleted: those slots are on sale again.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Close these hours' }));
    expect(await screen.findByText('Choose the date of the closed hours.')).toBeInTheDocument();
    expect(screen.getByText('Give a reason, such as repairs or an event.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Date'), closureDate);
    await user.type(screen.getByLabelText('From'), '19:00');
    await user.type(screen.getByLabelText('To'), '21:00');
    await user.type(screen.getByLabelText('Reason'), 'Wedding');
    await user.click(screen.getByRole('button', { name: 'Close these hours' }));

    const question = await screen.findByRole('alertdialog', { name: 'Cancel these 2 bookings with a full refund and tell each person?' });
    expect(within(question).getByText(/Asha Rao, 07:00 PM, ₹199/)).toBeInTheDocument();
    await user.click(within(question).getByRole('button', { name: 'Cancel and refund' }));
    expect(await screen.findByText('Closed hours saved. 2 bookings were cancelled with a full refund.')).toBeInTheDocument();
    expect(callsTo(fetchMock, closuresPath).filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', body: { date: closureDate, startTime: '07:00 PM', endTime: '09:00 PM', reason: 'Wedding' } },
      { method: 'POST', body: { date: closureDate, startTime: '07:00 PM', endTime: '09:00 PM', reason: 'Wedding', refundBookings: true } },
    ]);
  });

  it('says it in Hindi', async () => {
    await loadLanguage('hi');
    rememberLanguage('hi');
    mockApi(routes({ [`POST ${closuresPath}`]: closureWithBookings }));
    const { user } = renderApp(`/owner/gym/${gymId}/selling`);

    expect(await screen.findByRole('heading', { level: 1, name: 'GymSlot यह जिम कैसे बेचता है' })).toBeInTheDocument();
    expect(await screen.findByLabelText('हर स्लॉट में बेची जाने वाली जगहें')).toHaveAttribute('placeholder', 'सभी 40 जगहें');
    await user.click(screen.getByRole('button', { name: 'ये घंटे बंद करें' }));
    expect(await screen.findByText('कारण लिखें, जैसे मरम्मत या कोई कार्यक्रम।')).toBeInTheDocument();

    await user.type(screen.getByLabelText('तारीख़'), closureDate);
    await user.type(screen.getByLabelText('से'), '19:00');
    await user.type(screen.getByLabelText('तक'), '21:00');
    await user.type(screen.getByLabelText('कारण'), 'शादी');
    await user.click(screen.getByRole('button', { name: 'ये घंटे बंद करें' }));
    expect(await screen.findByRole('alertdialog', { name: 'क्या ये 2 बुकिंग पूरे रिफ़ंड के साथ रद्द करें और हर व्यक्ति को बताएँ?' })).toBeInTheDocument();
  });
});
