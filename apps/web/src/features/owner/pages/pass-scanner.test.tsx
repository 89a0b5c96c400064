import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createBooking } from '../../../test/booking-factories';
import { checkStatusAs, createUser } from '../../../test/factories';
import { callsTo, errorReply, mockApi, reply } from '../../../test/mock-api';
import { ownerAccount } from '../../../test/owner-factories';
import { renderApp } from '../../../test/render-app';

const loggedIn = checkStatusAs(ownerAccount);
const passCall = 'POST /api/bookings/verify-booking-pass';
const token = 'AWZQ8cKps-TV9qewEWZQ8cKps-TV9qfAAlxHyAB4mJ3Jx0d7mLvKyJ8X0u3CqQ';
const customer = createUser({ name: 'Priya Sharma' });
const verified = reply(200, {
  success: true,
  message: 'Booking verified successfully',
  booking: createBooking({ isVerified: true, user: { _id: customer._id, name: customer.name, email: customer.email } }),
});

/**
 * The browser's own BarcodeDetector, as Android's Chrome has it, standing in for the camera's
 * decoder: a "picture" here is a file whose text is 'QR:' and the code's content.
 */
class PictureReadingDetector {
  static getSupportedFormats = () => Promise.resolve(['qr_code']);
  async detect(source: Blob) {
    // jsdom's Blob has no text(); FileReader it has.
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(source);
    });
    return text.startsWith('QR:') ? [{ rawValue: text.slice(3) }] : [];
  }
}

const picture = (content: string) => new File([content], 'pass.png', { type: 'image/png' });

async function openVerify() {
  const view = renderApp('/owner/verify-booking');
  await screen.findByRole('heading', { name: 'Verify Booking' });
  return view;
}

beforeEach(() => {
  vi.stubGlobal('BarcodeDetector', PictureReadingDetector);
});

describe('scanning a door pass on Verify Booking (API contract §8.5)', () => {
  it('reads a photo of the pass, sends its token once and shows VALID with the customer, gym, date and slot', async () => {
    const fetchMock = mockApi({ ...loggedIn, [passCall]: verified });
    const { user } = await openVerify();

    await user.upload(screen.getByLabelText('Use a photo'), picture(`QR:${token}`));

    expect(await screen.findByRole('heading', { name: 'VALID' })).toHaveFocus();
    expect(screen.getByText('Priya Sharma')).toBeInTheDocument();
    expect(screen.getByText('Powerhouse Fitness')).toBeInTheDocument();
    expect(screen.getByText('Sat, 21 Nov 2026')).toBeInTheDocument();
    expect(screen.getByText('06:00 PM')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/bookings/verify-booking-pass')).toEqual([{ method: 'POST', body: { token } }]);
    expect(screen.getByRole('button', { name: 'Scan next pass' })).toBeEnabled();
    // The OTP stays the fallback.
    expect(screen.getByLabelText('OTP')).toBeInTheDocument();
  });

  it.each([
    [409, 'This booking was already checked in at 06:42 PM.', 'ALREADY CHECKED IN'],
    [409, 'Check-in opens at 06:00 PM, 60 minutes before the slot.', 'NOT TODAY'],
    [400, 'This pass is for a booking on Sun, 22 Nov 2026, not today.', 'NOT TODAY'],
    [403, 'This pass is for a booking at another gym.', 'NOT YOUR GYM'],
    [400, 'This is not a valid GymSlot pass.', 'NOT ACCEPTED'],
  ])('shows a %i %j as %s with the message', async (status, message, heading) => {
    mockApi({ ...loggedIn, [passCall]: errorReply(status, message) });
    const { user } = await openVerify();

    await user.upload(screen.getByLabelText('Use a photo'), picture(`QR:${token}`));

    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
  });

  it('says so when a picture holds no QR code, and sends nothing', async () => {
    const fetchMock = mockApi(loggedIn);
    const { user } = await openVerify();

    await user.upload(screen.getByLabelText('Use a photo'), picture('a photo of a dumbbell'));

    expect(await screen.findByRole('alert')).toHaveTextContent('No QR code was found in that picture.');
    expect(callsTo(fetchMock, '/api/bookings/verify-booking-pass')).toEqual([]);
  });

  it.each([
    ['a UPI payment code', 'upi://pay?pa=irontemple@okaxis&pn=Iron%20Temple&cu=INR'],
    ['a web address', 'https://example.com/menu'],
    ['a Wi-Fi code', 'WIFI:T:WPA;S:IronTemple-Guest;P:squats4ever;;'],
  ])('says a photo of %s is not a GymSlot pass, and sends nothing', async (_what, content) => {
    const fetchMock = mockApi(loggedIn);
    const { user } = await openVerify();

    await user.upload(screen.getByLabelText('Use a photo'), picture(`QR:${content}`));

    expect(await screen.findByRole('alert')).toHaveTextContent('This is not a GymSlot pass');
    expect(callsTo(fetchMock, '/api/bookings/verify-booking-pass')).toEqual([]);
  });

  it('explains a refused camera and keeps the OTP form there', async () => {
    mockApi(loggedIn);
    const getUserMedia = vi.fn().mockRejectedValue(new DOMException('Permission denied', 'NotAllowedError'));
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia } });
    const { user } = await openVerify();

    await user.click(screen.getByRole('button', { name: 'Scan pass' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(/^Camera access was refused\./);
    expect(getUserMedia).toHaveBeenCalledWith({ video: { facingMode: { ideal: 'environment' } }, audio: false });
    expect(screen.getByLabelText('OTP')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Scan pass' })).toBeEnabled());
  });
});
