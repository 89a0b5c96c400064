import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createBooking } from '../../../test/booking-factories';
import { checkStatusAs } from '../../../test/factories';
import { callsTo, errorReply, mockApi, reply } from '../../../test/mock-api';
import { ownerAccount } from '../../../test/owner-factories';
import { renderApp } from '../../../test/render-app';

const loggedIn = checkStatusAs(ownerAccount);
const verifyCall = 'POST /api/bookings/verify-booking-otp';
const verified = reply(200, { success: true, message: 'Booking verified successfully', booking: createBooking({ isVerified: true }) });

async function openVerify(path = '/owner/verify-booking', userEventOptions?: Parameters<typeof renderApp>[1]) {
  const view = renderApp(path, userEventOptions);
  await screen.findByRole('heading', { name: 'Verify Booking' });
  return view;
}

describe('verify booking', () => {
  it('pre-fills the OTP from the link and sends it as a number with the booking id', async () => {
    const fetchMock = mockApi({ ...loggedIn, [verifyCall]: verified });
    const { user } = await openVerify('/owner/verify-booking?bookingId=6650f1c2a9b3e4d5f6a7b001&otp=482913');

    const field = screen.getByLabelText('OTP');
    expect(field).toHaveValue('482913');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).toHaveAttribute('placeholder', 'Enter 6-digit OTP');
    await user.click(screen.getByRole('button', { name: 'Verify Booking' }));

    expect(await screen.findByText('Booking verified successfully')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/bookings/verify-booking-otp')).toEqual([
      { method: 'POST', body: { otp: 482913, bookingId: '6650f1c2a9b3e4d5f6a7b001' } },
    ]);
  });

  it("sends the link's booking id only with the link's code: the next customer's code is matched on its own", async () => {
    const fetchMock = mockApi({ ...loggedIn, [verifyCall]: verified });
    const { user } = await openVerify('/owner/verify-booking?bookingId=6650f1c2a9b3e4d5f6a7b001&otp=482913');

    const field = screen.getByLabelText('OTP');
    await user.clear(field);
    await user.type(field, '735190');
    await user.click(screen.getByRole('button', { name: 'Verify Booking' }));

    expect(await screen.findByText('Booking verified successfully')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/bookings/verify-booking-otp')).toEqual([{ method: 'POST', body: { otp: 735190 } }]);
  });

  it("asks for the code with 'Please enter OTP.' and sends nothing", async () => {
    const fetchMock = mockApi(loggedIn);
    const { user } = await openVerify();

    await user.click(screen.getByRole('button', { name: 'Verify Booking' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Please enter OTP.');
    expect(callsTo(fetchMock, '/api/bookings/verify-booking-otp')).toEqual([]);
  });

  it('keeps only digits as the owner types', async () => {
    mockApi(loggedIn);
    const { user } = await openVerify();

    await user.type(screen.getByLabelText('OTP'), '48-29 13x9');

    expect(screen.getByLabelText('OTP')).toHaveValue('482913');
  });

  it("shows the server's message and empties the field 3 seconds after a success", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = mockApi({ ...loggedIn, [verifyCall]: verified });
    const { user } = await openVerify('/owner/verify-booking', { advanceTimers: vi.advanceTimersByTime });

    await user.type(screen.getByLabelText('OTP'), '482913');
    await user.click(screen.getByRole('button', { name: 'Verify Booking' }));

    expect(await screen.findByText('Booking verified successfully')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/bookings/verify-booking-otp')).toEqual([{ method: 'POST', body: { otp: 482913 } }]);
    act(() => vi.advanceTimersByTime(2900));
    expect(screen.getByLabelText('OTP')).toHaveValue('482913');
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByLabelText('OTP')).toHaveValue('');
  });

  it("shows the server's error as it is (a rate limit too) and keeps the code", async () => {
    mockApi({ ...loggedIn, [verifyCall]: errorReply(429, 'Too many attempts. Please wait a minute and try again.') });
    const { user } = await openVerify('/owner/verify-booking?otp=111111');

    await user.click(screen.getByRole('button', { name: 'Verify Booking' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please wait a minute and try again.');
    expect(screen.getByLabelText('OTP')).toHaveValue('111111');
  });

  it.each([
    'Check-in opens at 07:00 PM, 60 minutes before the slot.',
    "This booking's slot has ended.",
    'This booking was already checked in at 07:12 PM.',
  ])("shows the server's check-in window refusal '%s' and keeps the code", async (message) => {
    mockApi({ ...loggedIn, [verifyCall]: errorReply(409, message) });
    const { user } = await openVerify('/owner/verify-booking?otp=111111');

    await user.click(screen.getByRole('button', { name: 'Verify Booking' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('OTP')).toHaveValue('111111');
  });

  it('says when a booking can be checked in', async () => {
    mockApi(loggedIn);
    await openVerify();

    expect(screen.getByLabelText('OTP')).toHaveAccessibleDescription(
      'Ask the customer for the 6-digit OTP shown with their booking. A booking at your gyms can be checked in from 60 minutes before its slot until the slot ends.',
    );
  });

  it("falls back to 'Failed to verify OTP. Please check the details.'", async () => {
    mockApi({ ...loggedIn, [verifyCall]: reply(500, {}) });
    const { user } = await openVerify('/owner/verify-booking?otp=111111');

    await user.click(screen.getByRole('button', { name: 'Verify Booking' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to verify OTP. Please check the details.');
  });
});
