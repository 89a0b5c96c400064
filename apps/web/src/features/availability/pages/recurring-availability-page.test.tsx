import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createPublicGym } from '../../../test/booking-factories';
import { loadLanguage } from '../../../i18n/i18n';
import { rememberLanguage } from '../../../i18n/locale';
import { checkStatusAs } from '../../../test/factories';
import { callsTo, errorReply, mockApi, reply } from '../../../test/mock-api';
import type { MockRoutes } from '../../../test/mock-api';
import { ownerAccount } from '../../../test/owner-factories';
import { renderApp } from '../../../test/render-app';

const gymId = '6650f1c2a9b3e4d5f6a70001';
const pagePath = `/owner/gym/${gymId}/set-recurring-availability`;
const noHours = errorReply(404, 'No recurring availability found for this day');
const hours = (dayOfWeek: string, startTime: string, endTime: string) =>
  reply(200, { success: true, _id: '6650f1c2a9b3e4d5f6a7d001', gymId, dayOfWeek, startTime, endTime });

function routes(overrides: MockRoutes = {}): MockRoutes {
  return {
    ...checkStatusAs(ownerAccount),
    [`GET /api/gyms/${gymId}`]: reply(200, { success: true, gym: createPublicGym({ _id: gymId, name: 'Powerhouse Fitness' }) }),
    [`GET /api/recurring/get/${gymId}/Monday`]: noHours,
    [`GET /api/recurring/get/${gymId}/Tuesday`]: hours('Tuesday', '06:00 AM', '10:00 PM'),
    ...overrides,
  };
}

async function openPage() {
  const view = renderApp(pagePath);
  await screen.findByRole('heading', { name: 'Set Days Availability for Powerhouse Fitness' });
  await screen.findByLabelText('Start Time (HH:MM AM/PM)');
  return view;
}

describe('weekly availability', () => {
  it('starts a day with no hours from 09:00 AM to 05:00 PM', async () => {
    mockApi(routes());
    await openPage();

    expect(screen.getByLabelText('Day of the week')).toHaveValue('Monday');
    expect(screen.getByLabelText('Start Time (HH:MM AM/PM)')).toHaveValue('09:00 AM');
    expect(screen.getByLabelText('End Time (HH:MM AM/PM)')).toHaveValue('05:00 PM');
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/owner/dashboard');
  });

  it("loads the chosen day's hours", async () => {
    mockApi(routes());
    const { user } = await openPage();

    await user.selectOptions(screen.getByLabelText('Day of the week'), 'Tuesday');

    expect(await screen.findByDisplayValue('06:00 AM')).toBe(screen.getByLabelText('Start Time (HH:MM AM/PM)'));
    expect(screen.getByLabelText('End Time (HH:MM AM/PM)')).toHaveValue('10:00 PM');
  });

  it('saves the hours in their canonical spelling and confirms it', async () => {
    const fetchMock = mockApi(routes({ 'POST /api/recurring/set': hours('Monday', '07:00 AM', '09:00 PM') }));
    const { user } = await openPage();

    await user.clear(screen.getByLabelText('Start Time (HH:MM AM/PM)'));
    await user.type(screen.getByLabelText('Start Time (HH:MM AM/PM)'), '7:00 am');
    await user.clear(screen.getByLabelText('End Time (HH:MM AM/PM)'));
    await user.type(screen.getByLabelText('End Time (HH:MM AM/PM)'), '09:00 PM');
    await user.click(screen.getByRole('button', { name: 'Save Availability' }));

    expect(await screen.findByText('Recurring availability for Monday updated successfully!')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/recurring/set')).toEqual([
      { method: 'POST', body: { gymId, dayOfWeek: 'Monday', startTime: '07:00 AM', endTime: '09:00 PM' } },
    ]);
  });

  it("asks for both times with 'Please enter both start and end times.'", async () => {
    const fetchMock = mockApi(routes());
    const { user } = await openPage();

    await user.clear(screen.getByLabelText('End Time (HH:MM AM/PM)'));
    await user.click(screen.getByRole('button', { name: 'Save Availability' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Please enter both start and end times.');
    expect(screen.getByLabelText('End Time (HH:MM AM/PM)')).toHaveAccessibleDescription('Enter a time, such as 09:00 AM.');
    expect(screen.getByLabelText('Start Time (HH:MM AM/PM)')).not.toHaveAttribute('aria-invalid');
    expect(callsTo(fetchMock, '/api/recurring/set')).toEqual([]);
  });

  it("refuses a window that ends before it starts with the shared schema's 'Start time must be before end time' and sends nothing", async () => {
    const fetchMock = mockApi(routes());
    const { user } = await openPage();

    await user.clear(screen.getByLabelText('Start Time (HH:MM AM/PM)'));
    await user.type(screen.getByLabelText('Start Time (HH:MM AM/PM)'), '08:00 PM');
    await user.click(screen.getByRole('button', { name: 'Save Availability' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Start time must be before end time');
    expect(screen.getByLabelText('End Time (HH:MM AM/PM)')).toHaveAccessibleDescription('The end time must be later than the start time.');
    expect(callsTo(fetchMock, '/api/recurring/set')).toEqual([]);
  });

  it("shows the server's reason, else 'Failed to set recurring availability. Please try again.', and keeps the times", async () => {
    mockApi(routes({ 'POST /api/recurring/set': errorReply(403, 'You can only manage your own gyms') }));
    const { user } = await openPage();

    await user.clear(screen.getByLabelText('Start Time (HH:MM AM/PM)'));
    await user.type(screen.getByLabelText('Start Time (HH:MM AM/PM)'), '08:00 AM');
    await user.click(screen.getByRole('button', { name: 'Save Availability' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('You can only manage your own gyms');
    expect(screen.getByLabelText('Start Time (HH:MM AM/PM)')).toHaveValue('08:00 AM');
  });

  it('counts only status 200 as saved', async () => {
    mockApi(routes({ 'POST /api/recurring/set': reply(201, { success: true, message: 'Created' }) }));
    const { user } = await openPage();

    await user.click(screen.getByRole('button', { name: 'Save Availability' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to set recurring availability. Please try again.');
  });

  it("says 'Gym not found.' for an unknown gym", async () => {
    mockApi(routes({ [`GET /api/gyms/${gymId}`]: errorReply(404, 'Gym not found.') }));
    renderApp(pagePath);

    expect(await screen.findByRole('alert')).toHaveTextContent('Gym not found.');
  });

  it("says 'Failed to load existing availability.' when the day's hours cannot load", async () => {
    mockApi(routes({ [`GET /api/recurring/get/${gymId}/Monday`]: reply(500, {}) }));
    renderApp(pagePath);

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load existing availability.');
  });

  it('says beside a time written wrongly how to write it, in Hindi too', async () => {
    await loadLanguage('hi');
    rememberLanguage('hi');
    const fetchMock = mockApi(routes());
    const view = renderApp(pagePath);
    const startInput = await screen.findByLabelText('शुरू होने का समय (HH:MM AM/PM)');
    await view.user.clear(startInput);
    await view.user.type(startInput, 'nine');
    await view.user.click(screen.getByRole('button', { name: 'उपलब्धता सेव करें' }));

    expect(startInput).toHaveAccessibleDescription('समय ऐसे लिखें: 09:00 AM या 05:30 PM।');
    expect(callsTo(fetchMock, '/api/recurring/set')).toEqual([]);
  });
});
