import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { checkStatusAs } from '../../../test/factories';
import { callsTo, mockApi, reply } from '../../../test/mock-api';
import type { MockRoutes } from '../../../test/mock-api';
import { adminAccount, createManagedGym, ownerAccount } from '../../../test/owner-factories';
import { renderApp } from '../../../test/render-app';

// §8.12 (decision 064): an admin sets, changes or clears a gym's Razorpay Route account on the
// edit-gym screen; the owner's screen has no such field.

const gymId = '6650f1c2a9b3e4d5f6a70001';
const patchPath = `/api/gyms/${gymId}`;
const gymList = (gyms: object[]) => reply(200, { success: true, count: gyms.length, gyms });
const label = 'Razorpay Account ID (optional)';

function adminRoutes(account: string, patch: MockRoutes[string]): MockRoutes {
  return {
    ...checkStatusAs(adminAccount),
    'GET /api/gyms/all-gyms': gymList([createManagedGym({ _id: gymId, name: 'Powerhouse Fitness', razorpayAccountId: account })]),
    [`PATCH ${patchPath}`]: patch,
  };
}

describe("an admin's payout account section", () => {
  it('sets an account on a gym paid outside GymSlot, sending only that field', async () => {
    const fetchMock = mockApi(
      adminRoutes('', (body) => reply(200, { success: true, gym: createManagedGym({ _id: gymId, ...(body as object) }) })),
    );
    const { user } = renderApp(`/admin/gym/${gymId}/edit`);
    expect(await screen.findByText(/This gym has no Razorpay account, so it is paid outside GymSlot/)).toBeInTheDocument();
    await user.type(screen.getByLabelText(label), 'acc_Powerhouse01');
    await user.click(screen.getByRole('button', { name: 'Save payout account' }));

    expect(await screen.findByText('Payout account saved: Razorpay confirmed it is active.')).toBeInTheDocument();
    expect(callsTo(fetchMock, patchPath)).toEqual([{ method: 'PATCH', body: { razorpayAccountId: 'acc_Powerhouse01' } }]);
  });

  it('clears it with an empty field', async () => {
    const fetchMock = mockApi(adminRoutes('acc_Powerhouse01', () => reply(200, { success: true, gym: createManagedGym({ _id: gymId, razorpayAccountId: '' }) })));
    const { user } = renderApp(`/admin/gym/${gymId}/edit`);
    await user.clear(await screen.findByLabelText(label));
    await user.click(screen.getByRole('button', { name: 'Save payout account' }));

    expect(await screen.findByText('Payout account removed: this gym is now paid outside GymSlot.')).toBeInTheDocument();
    expect(callsTo(fetchMock, patchPath)).toEqual([{ method: 'PATCH', body: { razorpayAccountId: '' } }]);
  });

  it('words a malformed id beside the field without sending it, and shows Razorpay’s refusal there too', async () => {
    const fetchMock = mockApi(
      adminRoutes('', () =>
        reply(400, { success: false, message: 'This Razorpay account is not active.', error: 'This Razorpay account is not active.', code: 'payoutAccountNotActive' }),
      ),
    );
    const { user } = renderApp(`/admin/gym/${gymId}/edit`);
    const field = await screen.findByLabelText(label);
    await user.type(field, 'rzp_123');
    await user.click(screen.getByRole('button', { name: 'Save payout account' }));
    expect(field).toHaveAccessibleDescription(/Razorpay Account ID must be acc_ followed by letters and digits$/);
    expect(callsTo(fetchMock, patchPath)).toEqual([]);

    await user.clear(field);
    await user.type(field, 'acc_Suspended01');
    await user.click(screen.getByRole('button', { name: 'Save payout account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This Razorpay account is not active.');
    expect(field).toHaveAccessibleDescription(/This Razorpay account is not active\.$/);
  });

  it('is not on the owner’s edit screen', async () => {
    mockApi({ ...checkStatusAs(ownerAccount), 'GET /api/gyms/my-gyms': gymList([createManagedGym({ _id: gymId, name: 'Powerhouse Fitness' })]) });
    renderApp(`/owner/gym/${gymId}/edit`);
    expect(await screen.findByRole('button', { name: 'Save changes' })).toBeInTheDocument();
    expect(screen.queryByLabelText(label)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save payout account' })).not.toBeInTheDocument();
  });
});
