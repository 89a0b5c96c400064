import { screen, within } from '@testing-library/react';
import type { DoorPassReply } from '@gymslot/shared/door-pass-schemas';
import { addDays, istDate } from '@gymslot/shared/ist-time';
import decodeQR from 'qr/decode.js';
import { describe, expect, it } from 'vitest';
import { createBooking } from '../../../test/booking-factories';
import { checkStatusAs, createUser } from '../../../test/factories';
import { callsTo, errorReply, mockApi, reply } from '../../../test/mock-api';
import type { MockRoutes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const loggedIn: MockRoutes = {
  ...checkStatusAs(createUser()),
  'GET /api/bookings/waitlist': reply(200, { success: true, entries: [] }),
};
const date = addDays(istDate(new Date()), 2);
const paid = createBooking({ _id: 'b0000011a9b3e4d5f6a7b011', date });
const checkedIn = createBooking({ _id: 'b0000022a9b3e4d5f6a7b022', date, timeSlot: '07:00 AM', isVerified: true, otp: 111222 });
const token = 'AWZQ8cKps-TV9qewEWZQ8cKps-TV9qfAAlxHyAB4mJ3Jx0d7mLvKyJ8X0u3CqQ';
const passReply: DoorPassReply = {
  success: true,
  token,
  otp: paid.otp ?? 0,
  validFrom: '2026-11-21T11:30:00.000Z',
  validUntil: '2026-11-21T13:30:00.000Z',
  gym: { _id: paid.gym._id, name: paid.gym.name, address: paid.gym.address },
  date,
  timeSlot: paid.timeSlot,
};

/**
 * What a camera would read from the drawn code: the SVG's runs of dark modules painted into RGBA
 * pixels, 4 a module, and handed to a real QR decoder.
 */
function readQr(svg: Element): string {
  const size = Number(svg.getAttribute('viewBox')?.split(' ')[2]);
  const scale = 4;
  const width = size * scale;
  const data = new Uint8ClampedArray(width * width * 4).fill(255);
  for (const [, x, y, run] of (svg.querySelector('path')?.getAttribute('d') ?? '').matchAll(/M(\d+) (\d+)h(\d+)/g)) {
    for (let px = Number(x) * scale; px < (Number(x) + Number(run)) * scale; px += 1) {
      for (let py = Number(y) * scale; py < (Number(y) + 1) * scale; py += 1) data.fill(0, (py * width + px) * 4, (py * width + px) * 4 + 3);
    }
  }
  return decodeQR({ width, height: width, data });
}

describe('the door pass on My Bookings and the confirmation screen (API contract §8.5)', () => {
  it('shows a QR code holding the signed token beside the OTP of an upcoming paid booking', async () => {
    const fetchMock = mockApi({
      ...loggedIn,
      'GET /api/bookings/my-bookings': reply(200, { success: true, count: 2, bookings: [paid, checkedIn] }),
      [`GET /api/bookings/${paid._id}/pass`]: reply(200, passReply),
    });
    renderApp('/my-bookings');

    const qr = await screen.findByRole('img', { name: /^Door pass QR code for Powerhouse Fitness/ });
    expect(qr.getAttribute('aria-label')).toMatch(/^Door pass QR code for Powerhouse Fitness, \w{3}, \d{1,2} \w{3} \d{4} at 06:00 PM$/);
    expect(readQr(qr)).toBe(token);
    const card = within(qr.closest('article') as HTMLElement);
    expect(card.getByText('Show this at the door')).toBeInTheDocument();
    expect(card.getByText('482913')).toBeInTheDocument();
    // A booking already checked in has no pass to show, and none is asked for.
    expect(screen.getAllByRole('img', { name: /^Door pass QR code/ })).toHaveLength(1);
    expect(callsTo(fetchMock, `/api/bookings/${checkedIn._id}/pass`)).toEqual([]);
  });

  it('keeps the OTP alone when the pass cannot be had', async () => {
    mockApi({
      ...loggedIn,
      'GET /api/bookings/my-bookings': reply(200, { success: true, count: 1, bookings: [paid] }),
      [`GET /api/bookings/${paid._id}/pass`]: errorReply(409, 'This booking was cancelled, so it has no pass.'),
    });
    renderApp('/my-bookings');

    expect(await screen.findByText('482913')).toBeInTheDocument();
    await expect.poll(() => screen.queryByText('Show this at the door')).toBeNull();
    expect(screen.queryByRole('img', { name: /^Door pass QR code/ })).toBeNull();
  });

  it('shows the pass on the confirmation screen', async () => {
    mockApi({ ...loggedIn, [`GET /api/bookings/${paid._id}/pass`]: reply(200, passReply) });
    renderApp({ pathname: `/confirmation/${paid._id}`, state: { success: true, booking: paid } });

    expect(await screen.findByRole('heading', { name: 'Booking Confirmed!' })).toBeInTheDocument();
    expect(readQr(await screen.findByRole('img', { name: /^Door pass QR code for Powerhouse Fitness/ }))).toBe(token);
    expect(screen.getByText('482913')).toBeInTheDocument();
  });
});
