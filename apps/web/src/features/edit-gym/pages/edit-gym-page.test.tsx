import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { checkStatusAs } from '../../../test/factories';
import { callsTo, errorReply, mockApi, reply } from '../../../test/mock-api';
import type { MockRoutes } from '../../../test/mock-api';
import { adminAccount, createManagedGym, ownerAccount } from '../../../test/owner-factories';
import { renderApp } from '../../../test/render-app';

const gymId = '6650f1c2a9b3e4d5f6a70001';
const gym = createManagedGym({ _id: gymId, name: 'Powerhouse Fitness' });
const patchPath = `/api/gyms/${gymId}`;
const gymList = (gyms: object[]) => reply(200, { success: true, count: gyms.length, gyms });

/** The owner's gyms as the server holds them: a PATCH that succeeds changes what my-gyms answers next. */
function ownerRoutes(patchReply?: (body: unknown) => ReturnType<typeof reply>): MockRoutes {
  let stored = gym;
  return {
    ...checkStatusAs(ownerAccount),
    'GET /api/gyms/my-gyms': () => gymList([stored]),
    [`PATCH ${patchPath}`]: (body) => {
      if (patchReply) return patchReply(body);
      stored = { ...stored, ...(body as object) };
      return reply(200, { success: true, gym: stored });
    },
  };
}

async function openOwnerForm(routes: MockRoutes = ownerRoutes()) {
  const fetchMock = mockApi(routes);
  const view = renderApp(`/owner/gym/${gymId}/edit`);
  await screen.findByLabelText('Gym Name');
  return { ...view, fetchMock };
}

const saveButton = () => screen.getByRole('button', { name: 'Save changes' });

describe('edit gym', () => {
  it("opens from the owner's gym card, prefilled with the gym's details", async () => {
    mockApi(ownerRoutes());
    const { user } = renderApp('/owner/dashboard');

    await user.click(await screen.findByRole('link', { name: 'Edit gym of Powerhouse Fitness' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Edit gym' })).toBeInTheDocument();
    expect(screen.getByLabelText('Gym Name')).toHaveValue('Powerhouse Fitness');
    expect(screen.getByLabelText('Description (optional)')).toHaveValue('Free weights, cardio deck and a turf lane.');
    expect(screen.getByLabelText('Amenities (comma-separated)')).toHaveValue('Showers, Lockers');
    expect(screen.getByLabelText('Contact Number')).toHaveValue('02025531234');
    expect(screen.getByLabelText('Gym Email')).toHaveValue('desk@powerhouse.example.in');
    expect(screen.getByLabelText('Owner Phone Number')).toHaveValue('9876543210');
    expect(screen.getByLabelText('Address')).toHaveValue('12 FC Road, Shivajinagar');
    expect(screen.getByLabelText('City')).toHaveValue('Pune');
    expect(screen.getByLabelText('State')).toHaveValue('Maharashtra');
    expect(screen.getByLabelText('Pincode')).toHaveValue(411005);
    expect(screen.getByLabelText('Latitude')).toHaveValue(18.5308);
    expect(screen.getByLabelText('Longitude')).toHaveValue(73.8475);
    expect(screen.getByLabelText('Price per Hour (₹)')).toHaveValue(199);
    expect(screen.getByLabelText('Capacity (people per hour)')).toHaveValue(20);
    expect(screen.getByLabelText('GSTIN (optional)')).toHaveValue('');
    expect(screen.getByLabelText('GSTIN (optional)')).toHaveAccessibleDescription(
      'The 15-character GST number on your invoices; leave empty if the gym is not registered for GST.',
    );
    expect(screen.getByText('Bookings already made keep their price and places.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Back to Dashboard' })).toHaveAttribute('href', '/owner/dashboard');
  });

  it('sends only the fields that changed, numbers as numbers and amenities as a list', async () => {
    const { user, fetchMock } = await openOwnerForm();

    await user.clear(screen.getByLabelText('Contact Number'));
    await user.type(screen.getByLabelText('Contact Number'), '98220 12345');
    await user.clear(screen.getByLabelText('Price per Hour (₹)'));
    await user.type(screen.getByLabelText('Price per Hour (₹)'), '249.5');
    await user.type(screen.getByLabelText('Amenities (comma-separated)'), ', Sauna,');
    // The same number written another way is no change.
    await user.type(screen.getByLabelText('Capacity (people per hour)'), '.0');
    await user.click(saveButton());

    expect(await screen.findByText('Gym updated.')).toBeInTheDocument();
    expect(callsTo(fetchMock, patchPath)).toEqual([
      { method: 'PATCH', body: { contactNumber: '9822012345', pricePerHour: 249.5, amenities: ['Showers', 'Lockers', 'Sauna'] } },
    ]);
    // The form now shows the gym as saved: pressing again has nothing to send.
    expect(screen.getByLabelText('Contact Number')).toHaveValue('9822012345');
    await user.click(saveButton());
    expect(await screen.findByText('Nothing to save.')).toBeInTheDocument();
    expect(callsTo(fetchMock, patchPath)).toHaveLength(1);
  });

  it("takes the owner's phone as people write it and sends its 10 digits; the same number spaced out is no change", async () => {
    const { user, fetchMock } = await openOwnerForm();

    await user.clear(screen.getByLabelText('Owner Phone Number'));
    await user.type(screen.getByLabelText('Owner Phone Number'), '+91 98765 43210');
    await user.click(saveButton());
    expect(await screen.findByText('Nothing to save.')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Owner Phone Number'));
    await user.type(screen.getByLabelText('Owner Phone Number'), '091234-56789');
    await user.click(saveButton());
    expect(await screen.findByText('Gym updated.')).toBeInTheDocument();
    expect(callsTo(fetchMock, patchPath)).toEqual([{ method: 'PATCH', body: { ownerPhoneNumber: '9123456789' } }]);
  });

  it("says 'Nothing to save.' without a request when nothing changed", async () => {
    const { user, fetchMock } = await openOwnerForm();

    await user.click(saveButton());

    expect(await screen.findByText('Nothing to save.')).toBeInTheDocument();
    expect(callsTo(fetchMock, patchPath)).toEqual([]);
  });

  it("checks the changed fields with the server's rules (add-gym's and the GSTIN's) before sending, beside each field", async () => {
    const { user, fetchMock } = await openOwnerForm();

    await user.clear(screen.getByLabelText('Pincode'));
    await user.type(screen.getByLabelText('Pincode'), '4110');
    await user.clear(screen.getByLabelText('Capacity (people per hour)'));
    await user.click(saveButton());

    expect(screen.getByLabelText('Capacity (people per hour)')).toHaveAccessibleDescription('Capacity is required');
    expect(screen.getByLabelText('Pincode')).toHaveAccessibleDescription('Pincode must be 6 digits');
    expect(screen.getByLabelText('Pincode')).toHaveFocus();
    await user.type(screen.getByLabelText('GSTIN (optional)'), '27AAPFU0939F1Z0');
    await user.click(saveButton());
    expect(screen.getByLabelText('GSTIN (optional)')).toHaveAccessibleDescription(
      'The 15-character GST number on your invoices; leave empty if the gym is not registered for GST. GSTIN must be a valid 15-character GSTIN',
    );
    expect(callsTo(fetchMock, patchPath)).toEqual([]);
  });

  it("shows every problem the server found, each beside its field, and keeps what was typed", async () => {
    const problems = ['gstin must be a valid 15-character GSTIN', 'name must be at most 200 characters'];
    const { user } = await openOwnerForm(
      ownerRoutes(() => reply(400, { success: false, message: 'Validation failed', error: 'Validation failed', errors: problems })),
    );

    await user.type(screen.getByLabelText('GSTIN (optional)'), '27aapfu0939f1zv');
    await user.click(saveButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Gym Name must be at most 200 characters, GSTIN must be a valid 15-character GSTIN',
    );
    expect(screen.getByLabelText('GSTIN (optional)')).toHaveAccessibleDescription(
      'The 15-character GST number on your invoices; leave empty if the gym is not registered for GST. GSTIN must be a valid 15-character GSTIN',
    );
    expect(screen.getByLabelText('Gym Name')).toHaveAccessibleDescription('Gym Name must be at most 200 characters');
    expect(screen.getByLabelText('GSTIN (optional)')).toHaveValue('27aapfu0939f1zv');
  });

  it("shows the server's reason, else 'Failed to update gym. Please try again.'", async () => {
    const { user } = await openOwnerForm(ownerRoutes(() => errorReply(403, 'You can only manage your own gyms')));

    await user.type(screen.getByLabelText('City'), ' East');
    await user.click(saveButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('You can only manage your own gyms');
  });

  it("updates the gym's card on the dashboard after a save", async () => {
    const { user } = await openOwnerForm();

    await user.clear(screen.getByLabelText('Price per Hour (₹)'));
    await user.type(screen.getByLabelText('Price per Hour (₹)'), '249');
    await user.click(saveButton());
    expect(await screen.findByText('Gym updated.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: '← Back to Dashboard' }));

    const card = (await screen.findByRole('heading', { level: 2, name: 'Powerhouse Fitness' })).closest('article') as HTMLElement;
    expect(within(card).getByText('₹249 / hour')).toBeInTheDocument();
  });

  it("says 'Gym not found.' for a gym that is not the owner's", async () => {
    mockApi(ownerRoutes());
    renderApp('/owner/gym/6650f1c2a9b3e4d5f6a7ffff/edit');

    expect(await screen.findByRole('alert')).toHaveTextContent('Gym not found.');
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
  });

  it('lets an admin edit any gym from the admin dashboard', async () => {
    const otherOwners = { ...gym, ownerId: { _id: '6650f1c2a9b3e4d5f6a7c0ff', name: 'Meera Shah', email: 'meera@example.com' } };
    const fetchMock = mockApi({
      ...checkStatusAs(adminAccount),
      'GET /api/gyms/all-gyms': gymList([otherOwners]),
      'GET /api/bookings/all': reply(200, { success: true, count: 0, bookings: [] }),
      [`PATCH ${patchPath}`]: reply(200, { success: true, gym: { ...otherOwners, gstin: '27AAPFU0939F1ZV' } }),
    });
    const { user } = renderApp('/admin/dashboard');

    await user.click(await screen.findByRole('link', { name: 'Edit gym of Powerhouse Fitness' }));
    await user.type(await screen.findByLabelText('GSTIN (optional)'), '27aapfu0939f1zv');
    await user.click(saveButton());

    expect(await screen.findByText('Gym updated.')).toBeInTheDocument();
    expect(callsTo(fetchMock, patchPath)).toEqual([{ method: 'PATCH', body: { gstin: '27AAPFU0939F1ZV' } }]);
    expect(screen.getByLabelText('GSTIN (optional)')).toHaveValue('27AAPFU0939F1ZV');
    expect(screen.getByRole('link', { name: '← Back to Admin Dashboard' })).toHaveAttribute('href', '/admin/dashboard');
  });
});
