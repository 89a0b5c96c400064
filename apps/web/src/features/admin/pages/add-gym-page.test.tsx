import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { checkStatusAs } from '../../../test/factories';
import { callsTo, mockApi, reply } from '../../../test/mock-api';
import type { MockRoutes } from '../../../test/mock-api';
import { adminAccount, createManagedGym } from '../../../test/owner-factories';
import { renderApp } from '../../../test/render-app';

const added = reply(201, { success: true, message: 'Gym added successfully', gym: createManagedGym() });
const routes = (overrides: MockRoutes = {}): MockRoutes => ({ ...checkStatusAs(adminAccount), 'POST /api/gyms/add': added, ...overrides });

const validEntries: [string, string][] = [
  ['Owner Email', 'new.owner@example.com'],
  ['Owner Phone Number', '9876543210'],
  ['Gym Name', 'Lift Lab'],
  ['Description (optional)', 'Strength club'],
  ['Amenities (comma-separated)', ' Wifi, ,Parking ,  Showers,'],
  ['Capacity (people per hour)', '25'],
  ['Contact Number', '+91 98220 12345'],
  ['Gym Email', 'desk@liftlab.in'],
  ['Address', '12 MG Road'],
  ['City', 'Pune'],
  ['State', 'Maharashtra'],
  ['Pincode', '411001'],
  ['Latitude', '18.52'],
  ['Longitude', '73.85'],
  ['Price per Hour (₹)', '149.5'],
  ['Razorpay Account ID (optional)', 'acc_LiftLab01'],
];

async function openForm() {
  const view = renderApp('/admin/add-gym');
  await screen.findByRole('heading', { level: 1, name: 'Add Gym' });
  return view;
}

async function fillValidForm(user: Awaited<ReturnType<typeof openForm>>['user']) {
  for (const [label, value] of validEntries) await user.type(screen.getByLabelText(label), value);
}

function sentForm(fetchMock: ReturnType<typeof mockApi>): { body: FormData; headers: Record<string, string> } {
  const [, init] = fetchMock.mock.calls.find(([input]) => String(input) === '/api/gyms/add') ?? [];
  return { body: init?.body as FormData, headers: init?.headers as Record<string, string> };
}

describe('add gym', () => {
  it('sends every field as multipart, amenities as a trimmed JSON list, with the images, then starts over', async () => {
    const fetchMock = mockApi(routes());
    const { user } = await openForm();

    expect(screen.getByLabelText('Owner Phone Number')).toHaveAttribute('placeholder', '10-digit phone number');
    expect(screen.getByLabelText('Razorpay Account ID (optional)')).toHaveAttribute('placeholder', 'acc_XXXXXXXXXXXX');
    expect(screen.getByLabelText('Razorpay Account ID (optional)')).toHaveAccessibleDescription(/Without one, the gym is paid outside GymSlot\./);
    await fillValidForm(user);
    const photo = new File(['png'], 'front.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Images (maximum 8)'), photo);
    await user.click(screen.getByRole('button', { name: 'Add Gym' }));

    expect(await screen.findByText('Gym added successfully!')).toBeInTheDocument();
    const { body, headers } = sentForm(fetchMock);
    expect(body.get('amenities')).toBe('["Wifi","Parking","Showers"]');
    expect(body.get('ownerEmail')).toBe('new.owner@example.com');
    expect(body.get('pricePerHour')).toBe('149.5');
    expect(body.get('razorpayAccountId')).toBe('acc_LiftLab01');
    // Sent as typed: the server keeps its 10 digits.
    expect(body.get('contactNumber')).toBe('+91 98220 12345');
    expect(body.getAll('images')).toEqual([photo]);
    expect(headers).not.toHaveProperty('Authorization');
    expect(screen.getByLabelText('Gym Name')).toHaveValue('');
  });

  it("takes the owner's phone as people write it, '+91 98765 43210', as the server does", async () => {
    const fetchMock = mockApi(routes());
    const { user } = await openForm();

    await fillValidForm(user);
    await user.clear(screen.getByLabelText('Owner Phone Number'));
    await user.type(screen.getByLabelText('Owner Phone Number'), '+91 98765 43210');
    await user.click(screen.getByRole('button', { name: 'Add Gym' }));

    expect(await screen.findByText('Gym added successfully!')).toBeInTheDocument();
    expect(sentForm(fetchMock).body.get('ownerPhoneNumber')).toBe('+91 98765 43210');
  });

  it('sends the stored bearer token when there is one', async () => {
    window.localStorage.setItem('token', 'legacy-token');
    const fetchMock = mockApi(routes());
    const { user } = await openForm();

    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Add Gym' }));

    expect(await screen.findByText('Gym added successfully!')).toBeInTheDocument();
    expect(sentForm(fetchMock).headers).toMatchObject({ Authorization: 'Bearer legacy-token' });
    window.localStorage.removeItem('token');
  });

  it('checks the fields as the server does and shows each problem next to its input', async () => {
    const fetchMock = mockApi(routes());
    const { user } = await openForm();

    await user.type(screen.getByLabelText('Owner Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Owner Phone Number'), '98765');
    await user.click(screen.getByRole('button', { name: 'Add Gym' }));

    expect(screen.getByLabelText('Owner Email')).toHaveAccessibleDescription('Owner Email must be a valid email address');
    expect(screen.getByLabelText('Owner Phone Number')).toHaveAccessibleDescription('Owner Phone Number must be exactly 10 digits');
    expect(screen.getByLabelText('Gym Name')).toHaveAccessibleDescription('Gym Name is required');
    expect(screen.getByLabelText('Capacity (people per hour)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Description (optional)')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Owner Email')).toHaveFocus();
    expect(callsTo(fetchMock, '/api/gyms/add')).toEqual([]);
  });

  it("refuses 'call me' as a contact number and a malformed Razorpay account id, as the server does", async () => {
    const fetchMock = mockApi(routes());
    const { user } = await openForm();

    await fillValidForm(user);
    await user.clear(screen.getByLabelText('Contact Number'));
    await user.type(screen.getByLabelText('Contact Number'), 'call me');
    await user.clear(screen.getByLabelText('Razorpay Account ID (optional)'));
    await user.type(screen.getByLabelText('Razorpay Account ID (optional)'), 'rzp_live');
    await user.click(screen.getByRole('button', { name: 'Add Gym' }));

    expect(screen.getByLabelText('Contact Number')).toHaveAccessibleDescription(
      'Contact Number must be an Indian phone number: a 10-digit mobile, or a landline with its STD code, such as 020 2553 1234',
    );
    expect(screen.getByLabelText('Razorpay Account ID (optional)')).toHaveAccessibleDescription(
      /Razorpay Account ID must be acc_ followed by letters and digits$/,
    );
    expect(screen.getByLabelText('Contact Number')).toHaveFocus();
    expect(callsTo(fetchMock, '/api/gyms/add')).toEqual([]);
  });

  it('adds a gym without a Razorpay account id: it is paid outside GymSlot (§8.12)', async () => {
    const fetchMock = mockApi(routes());
    const { user } = await openForm();

    await fillValidForm(user);
    await user.clear(screen.getByLabelText('Razorpay Account ID (optional)'));
    await user.click(screen.getByRole('button', { name: 'Add Gym' }));

    expect(await screen.findByText('Gym added successfully!')).toBeInTheDocument();
    expect(sentForm(fetchMock).body.get('razorpayAccountId')).toBe('');
  });

  it("shows Razorpay's refusal of the account beside its field", async () => {
    mockApi(
      routes({
        'POST /api/gyms/add': reply(400, {
          success: false,
          message: 'This Razorpay account is not active.',
          error: 'This Razorpay account is not active.',
          code: 'payoutAccountNotActive',
        }),
      }),
    );
    const { user } = await openForm();

    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Add Gym' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('This Razorpay account is not active.');
    expect(screen.getByLabelText('Razorpay Account ID (optional)')).toHaveAccessibleDescription(/This Razorpay account is not active\.$/);
    expect(screen.getByLabelText('Razorpay Account ID (optional)')).toHaveFocus();
  });

  it("joins the server's field errors with ', ', each worded with its field's label, and keeps what was typed", async () => {
    mockApi(
      routes({
        'POST /api/gyms/add': reply(400, {
          success: false,
          message: 'Validation failed',
          error: 'Validation failed',
          errors: ['pincode must be 6 digits', 'A gym can have at most 8 images'],
        }),
      }),
    );
    const { user } = await openForm();

    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Add Gym' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Pincode must be 6 digits, A gym can have at most 8 images');
    expect(screen.getByLabelText('Gym Name')).toHaveValue('Lift Lab');
  });

  it("shows the server's message, else 'Failed to add gym'", async () => {
    mockApi(routes({ 'POST /api/gyms/add': reply(500, {}) }));
    const { user } = await openForm();

    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Add Gym' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to add gym$/);
  });
});
