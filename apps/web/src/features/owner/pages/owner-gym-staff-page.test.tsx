import type { StaffMember } from '@gymslot/shared/staff-schemas';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createBooking } from '../../../test/booking-factories';
import { loadLanguage } from '../../../i18n/i18n';
import { rememberLanguage } from '../../../i18n/locale';
import { checkStatusAs, createUser } from '../../../test/factories';
import { callsTo, mockApi, reply } from '../../../test/mock-api';
import type { MockReply, MockRoutes } from '../../../test/mock-api';
import { createManagedGym, ownerAccount } from '../../../test/owner-factories';
import { renderApp } from '../../../test/render-app';

const gym = createManagedGym({ _id: '6650f1c2a9b3e4d5f6a70001', name: 'Powerhouse Fitness' });
const staffPath = `/api/gyms/${gym._id}/staff`;
const ravi: StaffMember = { _id: '6650f1c2a9b3e4d5f6a7d001', name: 'Ravi Desk', email: 'ravi@example.com', gymIds: [gym._id] };
const sunil: StaffMember = { _id: '6650f1c2a9b3e4d5f6a7d002', name: 'Sunil Gate', email: '', phone: '+919876543210', gymIds: [gym._id] };

const codedError = (status: number, code: string, message: string, errors?: string[]): MockReply =>
  reply(status, { success: false, message, error: message, code, ...(errors ? { errors } : {}) });

function routes(overrides: MockRoutes = {}): MockRoutes {
  return {
    ...checkStatusAs(ownerAccount),
    'GET /api/gyms/my-gyms': reply(200, { success: true, count: 1, gyms: [gym] }),
    [`GET ${staffPath}`]: reply(200, { success: true, staff: [ravi] }),
    'GET /api/owner/reports': reply(200, { success: true, reports: [] }),
    ...overrides,
  };
}

afterEach(() => {
  rememberLanguage('en');
});

describe("the owner's front-desk staff screen (§8.12)", () => {
  it('lists the staff and adds someone by a mobile number written with a space, checked first with the same rules', async () => {
    // The server knows which numbers are new: a new one needs a name.
    const add = (body: unknown): MockReply =>
      (body as { name?: string }).name === undefined
        ? codedError(400, 'validationFailed', 'Validation failed', ["Enter the staff member's name to create their account."])
        : reply(201, { success: true, staff: sunil });
    const fetchMock = mockApi(routes({ [`POST ${staffPath}`]: add }));
    const { user } = renderApp(`/owner/gym/${gym._id}/staff`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Front-desk staff of Powerhouse Fitness' })).toBeInTheDocument();
    expect(await screen.findByText('Ravi Desk', { selector: 'p' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Mobile number' }));
    await user.type(screen.getByLabelText('Mobile number'), '12345');
    await user.click(screen.getByRole('button', { name: 'Add to staff' }));
    expect(await screen.findByText('Enter a valid Indian mobile number.')).toBeInTheDocument();
    expect(callsTo(fetchMock, staffPath).filter((call) => call.method === 'POST')).toEqual([]);

    await user.clear(screen.getByLabelText('Mobile number'));
    await user.type(screen.getByLabelText('Mobile number'), '98765 43210');
    await user.click(screen.getByRole('button', { name: 'Add to staff' }));
    expect(await screen.findByText("Enter the staff member's name to create their account.")).toBeInTheDocument();

    await user.type(screen.getByLabelText('Name'), 'Sunil Gate');
    await user.click(screen.getByRole('button', { name: 'Add to staff' }));
    expect(await screen.findByText('Sunil Gate can now work the front desk.')).toBeInTheDocument();
    expect(callsTo(fetchMock, staffPath).filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', body: { phone: '98765 43210' } },
      { method: 'POST', body: { phone: '98765 43210', name: 'Sunil Gate' } },
    ]);
  });

  it("shows the server's refusal of an owner's address, and removes someone only after a confirmation", async () => {
    const fetchMock = mockApi(
      routes({
        [`POST ${staffPath}`]: codedError(
          409,
          'staffNeedOwnAccount',
          'This account runs gyms on GymSlot. Front-desk staff need an account of their own: use another e-mail address or mobile number.',
        ),
        [`DELETE ${staffPath}/${ravi._id}`]: reply(200, { success: true, message: "Removed from this gym's staff." }),
      }),
    );
    const { user } = renderApp(`/owner/gym/${gym._id}/staff`);

    await user.type(await screen.findByLabelText('E-mail address'), 'other-owner@example.com');
    await user.click(screen.getByRole('button', { name: 'Add to staff' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Front-desk staff need an account of their own');

    const row = (await screen.findByText('Ravi Desk', { selector: 'p' })).closest('li') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Remove Ravi Desk' }));
    const confirm = within(row).getByRole('group', { name: 'Remove Ravi Desk from the front desk?' });
    expect(callsTo(fetchMock, `${staffPath}/${ravi._id}`)).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(within(row).queryByRole('group')).not.toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Remove Ravi Desk' }));
    await user.click(within(row).getByRole('button', { name: 'Yes, remove' }));
    expect(await screen.findByText('Ravi Desk no longer works the front desk.')).toBeInTheDocument();
    expect(callsTo(fetchMock, `${staffPath}/${ravi._id}`)).toEqual([{ method: 'DELETE', body: undefined }]);
  });

  it('reads in Hindi', async () => {
    await loadLanguage('hi');
    rememberLanguage('hi');
    mockApi(routes({ [`GET ${staffPath}`]: reply(200, { success: true, staff: [] }) }));
    const { user } = renderApp(`/owner/gym/${gym._id}/staff`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Powerhouse Fitness का फ़्रंट-डेस्क स्टाफ़' })).toBeInTheDocument();
    expect(await screen.findByText('फ़्रंट डेस्क पर अभी कोई काम नहीं करता।')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'स्टाफ़ में जोड़ें' }));
    expect(await screen.findByText('स्टाफ़ सदस्य का ईमेल पता या मोबाइल नंबर डालें।')).toBeInTheDocument();
  });
});

describe('front-desk staff on the bookings page (§8.12)', () => {
  const staffAccount = createUser({ _id: '6650f1c2a9b3e4d5f6a7c009', name: 'Kiran Desk', email: 'kiran@example.com', role: 'gym_staff' });

  it('shows the bookings without amounts, CSV or the way to the dashboard, and no "not let in" reports', async () => {
    const { amount: _amount, ...withoutAmount } = createBooking({ _id: 'aaaaaaaa11112222333344a1', otp: 482913 });
    const fetchMock = mockApi({
      ...checkStatusAs(staffAccount),
      'GET /api/gyms/my-gyms': reply(200, { success: true, count: 1, gyms: [gym] }),
      'GET /api/bookings/all-bookings': reply(200, { success: true, count: 1, bookings: [withoutAmount], limit: 50, truncated: false, nextCursor: null }),
    });
    const { user } = renderApp('/owner/bookings');
    await user.click(await screen.findByRole('button', { name: 'All bookings' }));

    const card = (await screen.findByRole('heading', { name: 'Booking #aaaaaaaa' })).closest('article') as HTMLElement;
    expect(within(card).queryByText('Amount')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download CSV' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Back to Dashboard/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(await screen.findByRole('heading', { level: 2, name: /^Today's bookings, / })).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/owner/reports')).toEqual([]);
  });

  it("offers the desk in the menu, and keeps the owner's own pages closed", async () => {
    mockApi({ ...checkStatusAs(staffAccount), 'GET /api/gyms/my-gyms': reply(200, { success: true, count: 1, gyms: [gym] }) });
    renderApp(`/owner/gym/${gym._id}/staff`);

    expect(await screen.findByRole('heading', { name: "You don't have access to this page" })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Main' });
    expect(within(menu).getByRole('link', { name: 'Verify Bookings' })).toHaveAttribute('href', '/owner/verify-booking');
    expect(within(menu).getByRole('link', { name: 'View All Bookings' })).toHaveAttribute('href', '/owner/bookings');
    expect(within(menu).queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
  });
});
