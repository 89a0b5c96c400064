import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createBooking } from '../../../test/booking-factories';
import { checkStatusAs } from '../../../test/factories';
import { errorReply, mockApi, reply } from '../../../test/mock-api';
import { ownerAccount } from '../../../test/owner-factories';
import { renderApp } from '../../../test/render-app';

// Issue 31, item 4: at the desk a new scan or OTP replaces the last result card; the owner never
// reads the previous customer's VALID above the next one's answer.

const token = 'AWZQ8cKps-TV9qewEWZQ8cKps-TV9qfAAlxHyAB4mJ3Jx0d7mLvKyJ8X0u3CqQ';
const routes = {
  ...checkStatusAs(ownerAccount),
  'POST /api/bookings/verify-booking-pass': reply(200, { success: true, message: 'Booking verified successfully', booking: createBooking({ isVerified: true }) }),
  'POST /api/bookings/verify-booking-otp': errorReply(400, 'Invalid OTP'),
};

/** The browser's BarcodeDetector reading a "picture" whose text is 'QR:' and the code. */
class PictureReadingDetector {
  static getSupportedFormats = () => Promise.resolve(['qr_code']);
  async detect(source: Blob) {
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(source);
    });
    return text.startsWith('QR:') ? [{ rawValue: text.slice(3) }] : [];
  }
}

beforeEach(() => {
  vi.stubGlobal('BarcodeDetector', PictureReadingDetector);
});

describe('the desk shows one result, the latest', () => {
  it("an OTP checked after a scan replaces the scan's card", async () => {
    mockApi(routes);
    const { user } = renderApp('/owner/verify-booking');
    await screen.findByRole('heading', { name: 'Verify Booking' });

    await user.upload(screen.getByLabelText('Use a photo'), new File([`QR:${token}`], 'pass.png', { type: 'image/png' }));
    expect(await screen.findByRole('heading', { name: 'VALID' })).toBeInTheDocument();

    await user.type(screen.getByLabelText('OTP'), '735190');
    await user.click(screen.getByRole('button', { name: 'Verify Booking' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid OTP');
    expect(screen.queryByRole('heading', { name: 'VALID' })).not.toBeInTheDocument();
  });

  it("a scan after an OTP takes the OTP's answer away and shows its own", async () => {
    mockApi(routes);
    const { user } = renderApp('/owner/verify-booking');
    await screen.findByRole('heading', { name: 'Verify Booking' });

    await user.type(screen.getByLabelText('OTP'), '735190');
    await user.click(screen.getByRole('button', { name: 'Verify Booking' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid OTP');

    await user.upload(screen.getByLabelText('Use a photo'), new File([`QR:${token}`], 'pass.png', { type: 'image/png' }));

    expect(await screen.findByRole('heading', { name: 'VALID' })).toBeInTheDocument();
    expect(screen.queryByText('Invalid OTP')).not.toBeInTheDocument();
  });
});
