import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createBooking } from '../../../test/booking-factories';
import { checkStatusAs } from '../../../test/factories';
import { callsTo, mockApi, reply } from '../../../test/mock-api';
import { ownerAccount } from '../../../test/owner-factories';
import { renderApp } from '../../../test/render-app';

// Issue 26, finding 3: the camera passes over QR codes that are not GymSlot passes and keeps reading.

const loggedIn = checkStatusAs(ownerAccount);
const passCall = 'POST /api/bookings/verify-booking-pass';
const token = 'AWZQ8cKps-TV9qewEWZQ8cKps-TV9qfAAlxHyAB4mJ3Jx0d7mLvKyJ8X0u3CqQ';
const verified = reply(200, { success: true, message: 'Booking verified successfully', booking: createBooking({ isVerified: true }) });

/** What the camera has in front of it; every frame the detector reads shows this code. */
let codeInView: string | undefined;

/** The browser's own BarcodeDetector, reading whatever code is in view from each camera frame. */
class FrameReadingDetector {
  static getSupportedFormats = () => Promise.resolve(['qr_code']);
  detect() {
    return Promise.resolve(codeInView === undefined ? [] : [{ rawValue: codeInView }]);
  }
}

const stopTrack = vi.fn();

beforeEach(() => {
  codeInView = undefined;
  stopTrack.mockReset();
  vi.stubGlobal('BarcodeDetector', FrameReadingDetector);
  const stream = { getTracks: () => [{ stop: stopTrack }] };
  vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia: vi.fn().mockResolvedValue(stream) } });
  // jsdom plays no video: a camera frame is always ready, and play() resolves.
  vi.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(HTMLMediaElement.HAVE_ENOUGH_DATA);
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
});

describe('scanning with the camera on Verify Booking', () => {
  it('says a code that is not a GymSlot pass is not one, keeps scanning without asking the server, then checks the pass in', async () => {
    const fetchMock = mockApi({ ...loggedIn, [passCall]: verified });
    const { user } = renderApp('/owner/verify-booking');
    await user.click(await screen.findByRole('button', { name: 'Scan pass' }));
    expect(await screen.findByLabelText(/^Camera view/)).toBeInTheDocument();

    for (const junk of ['upi://pay?pa=irontemple@okaxis&pn=Iron%20Temple', 'https://example.com/menu', 'WIFI:T:WPA;S:Guest;P:squats4ever;;']) {
      codeInView = junk;
      expect(await screen.findByText('This is not a GymSlot pass')).toBeInTheDocument();
      // Still scanning: the camera is on, and nothing was sent.
      expect(screen.getByLabelText(/^Camera view/)).toBeInTheDocument();
      expect(stopTrack).not.toHaveBeenCalled();
      expect(callsTo(fetchMock, '/api/bookings/verify-booking-pass')).toEqual([]);
    }

    codeInView = token;
    expect(await screen.findByRole('heading', { name: 'VALID' })).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/bookings/verify-booking-pass')).toEqual([{ method: 'POST', body: { token } }]);
    expect(stopTrack).toHaveBeenCalled();
    expect(screen.queryByText('This is not a GymSlot pass')).not.toBeInTheDocument();
  });

  it('lets the notice go a few seconds after the code left the frame', async () => {
    mockApi(loggedIn);
    const { user } = renderApp('/owner/verify-booking');
    await user.click(await screen.findByRole('button', { name: 'Scan pass' }));
    codeInView = 'https://example.com/menu';
    expect(await screen.findByText('This is not a GymSlot pass')).toBeInTheDocument();
    codeInView = undefined;
    await waitFor(() => expect(screen.queryByText('This is not a GymSlot pass')).not.toBeInTheDocument(), { timeout: 6000 });
    expect(screen.getByLabelText(/^Camera view/)).toBeInTheDocument();
  }, 10_000);
});
