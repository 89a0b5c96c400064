import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadLanguage } from '../../../i18n/i18n';
import { rememberLanguage } from '../../../i18n/locale';
import { checkStatusAs } from '../../../test/factories';
import { callsTo, mockApi, reply } from '../../../test/mock-api';
import type { MockRoutes } from '../../../test/mock-api';
import { adminAccount, createManagedGym, ownerAccount } from '../../../test/owner-factories';
import { renderApp } from '../../../test/render-app';

const gymId = '6650f1c2a9b3e4d5f6a70001';
const gym = createManagedGym({ _id: gymId, name: 'Powerhouse Fitness' });
const bandsPath = `/api/gyms/${gymId}/price-bands`;
const quietMornings = { dayOfWeek: 'Monday', startTime: '06:00 AM', endTime: '09:00 AM', pricePerHour: 149 };
const bandsReply = (bands: object[]) => reply(200, { success: true, gymId, gymName: 'Powerhouse Fitness', pricePerHour: 199, bands });

function ownerRoutes(put: (body: unknown) => ReturnType<typeof reply>): MockRoutes {
  return {
    ...checkStatusAs(ownerAccount),
    'GET /api/gyms/my-gyms': reply(200, { success: true, count: 1, gyms: [gym] }),
    [`GET ${bandsPath}`]: bandsReply([quietMornings]),
    [`PUT ${bandsPath}`]: put,
  };
}

const band = (number: number) => screen.getByRole('group', { name: `Band ${number}` });

describe('prices (§8.7 off-peak bands)', () => {
  it("opens from the owner's gym card with the saved bands, adds one and saves the whole set", async () => {
    const fetchMock = mockApi(ownerRoutes((body) => bandsReply((body as { bands: object[] }).bands)));
    const { user } = renderApp('/owner/dashboard');

    await user.click(await screen.findByRole('link', { name: 'Prices of Powerhouse Fitness' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Prices' })).toBeInTheDocument();
    expect(await screen.findByText(/Powerhouse Fitness costs ₹199 \/ hour at other hours/)).toBeInTheDocument();
    expect(within(band(1)).getByLabelText('Day')).toHaveValue('Monday');
    expect(within(band(1)).getByLabelText('Price per hour (₹)')).toHaveValue('149');

    await user.click(screen.getByRole('button', { name: 'Add a band' }));
    // A new band follows on from the last one.
    expect(within(band(2)).getByLabelText('From')).toHaveValue('09:00 AM');
    await user.selectOptions(within(band(2)).getByLabelText('Day'), 'Saturday');
    await user.selectOptions(within(band(2)).getByLabelText('Until'), '12:00 AM');
    await user.type(within(band(2)).getByLabelText('Price per hour (₹)'), '249.5');
    await user.click(screen.getByRole('button', { name: 'Save prices' }));

    expect(await screen.findByText('Prices saved.')).toBeInTheDocument();
    expect(callsTo(fetchMock, bandsPath).filter((call) => call.method === 'PUT')).toEqual([
      {
        method: 'PUT',
        body: {
          bands: [quietMornings, { dayOfWeek: 'Saturday', startTime: '09:00 AM', endTime: '12:00 AM', pricePerHour: 249.5 }],
        },
      },
    ]);
  });

  it('checks the bands before sending and says plainly under each band what to change; removing a band sends the rest', async () => {
    const fetchMock = mockApi(ownerRoutes((body) => bandsReply((body as { bands: object[] }).bands)));
    const { user } = renderApp(`/owner/gym/${gymId}/prices`);
    await screen.findByRole('group', { name: 'Band 1' });

    await user.click(screen.getByRole('button', { name: 'Add a band' }));
    await user.click(screen.getByRole('button', { name: 'Save prices' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Some bands need a change: see the message under each one.');
    expect(within(band(2)).getByText('Enter a price per hour for this band.')).toBeInTheDocument();
    expect(within(band(1)).queryByRole('listitem')).not.toBeInTheDocument();
    expect(screen.queryByText(/pricePerHour|Validation failed/)).not.toBeInTheDocument();

    await user.type(within(band(2)).getByLabelText('Price per hour (₹)'), '0');
    await user.click(screen.getByRole('button', { name: 'Save prices' }));
    expect(
      await within(band(2)).findByText('Enter a price per hour above ₹0 and up to ₹1,00,000, with at most 2 decimals (for example 149.50).'),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, bandsPath).filter((call) => call.method === 'PUT')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Remove band 2' }));
    await user.click(screen.getByRole('button', { name: 'Save prices' }));
    expect(await screen.findByText('Prices saved.')).toBeInTheDocument();
    expect(callsTo(fetchMock, bandsPath).filter((call) => call.method === 'PUT').at(-1)).toEqual({ method: 'PUT', body: { bands: [quietMornings] } });
  });

  it("shows the server's problems under the bands they are about, in plain words", async () => {
    mockApi(
      ownerRoutes(() =>
        reply(400, { success: false, message: 'Validation failed', error: 'Validation failed', errors: ['Band 2: overlaps band 1 on the same day'] }),
      ),
    );
    const { user } = renderApp(`/owner/gym/${gymId}/prices`);
    await screen.findByRole('group', { name: 'Band 1' });

    await user.click(screen.getByRole('button', { name: 'Add a band' }));
    await user.type(within(band(2)).getByLabelText('Price per hour (₹)'), '99');
    await user.click(screen.getByRole('button', { name: 'Save prices' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Some bands need a change');
    expect(within(band(2)).getByText('These hours overlap band 1 on the same day. Change the day or the hours of one of them.')).toBeInTheDocument();
  });

  it("lets an admin set any gym's prices from the admin dashboard", async () => {
    mockApi({
      ...checkStatusAs(adminAccount),
      'GET /api/gyms/all-gyms': reply(200, { success: true, count: 1, gyms: [gym] }),
      'GET /api/bookings/all': reply(200, { success: true, count: 0, bookings: [] }),
      [`GET ${bandsPath}`]: bandsReply([]),
    });
    const { user } = renderApp('/admin/dashboard');

    await user.click(await screen.findByRole('link', { name: 'Prices of Powerhouse Fitness' }));

    expect(await screen.findByText(/No price bands yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Back to Admin Dashboard' })).toHaveAttribute('href', '/admin/dashboard');
  });

  it('says it in Hindi', async () => {
    await loadLanguage('hi');
    rememberLanguage('hi');
    mockApi(ownerRoutes((body) => bandsReply((body as { bands: object[] }).bands)));
    const { user } = renderApp(`/owner/gym/${gymId}/prices`);
    await screen.findByRole('group', { name: 'समय-खंड 1' });

    await user.click(screen.getByRole('button', { name: 'समय-खंड जोड़ें' }));
    await user.click(screen.getByRole('button', { name: 'कीमतें सेव करें' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('कुछ समय-खंडों में बदलाव चाहिए: हर एक के नीचे लिखा संदेश देखें।');
    expect(within(screen.getByRole('group', { name: 'समय-खंड 2' })).getByText('इस समय-खंड की प्रति घंटा कीमत डालें।')).toBeInTheDocument();
  });
});
