import { beforeAll, describe, expect, it } from 'vitest';
import { bookableGym, MONDAY, MONDAY_10_IST, setClock, signedInAs } from '../../../../test/booking-helpers.js';
import { useFakeRazorpay } from '../../../../test/fake-razorpay.js';
import { ist, paidRouteBooking, payoutOf, payoutsService, type PaidBooking } from '../../../../test/payout-helpers.js';
import { useTestApp } from '../../../../test/test-app.js';
import { verifyOtp } from '../../../../test/verification-helpers.js';
import { openDatabase, type DatabaseHandle } from '../../../db/client.js';
import { createPaymentProvider } from '../create-payment-provider.js';
import { PAYOUT_RELEASE_LEASE_MS } from './payouts.service.js';

// The release sweep runs in every server process's maintenance round; each held payout of a
// checked-in booking is released by exactly one of them (§8.7, architecture "Scale-out").

const fake = useFakeRazorpay();
const t = useTestApp(() => fake.env());
const BOOKINGS = 6;
let paid: PaidBooking[] = [];

beforeAll(async () => {
  setClock(t, MONDAY_10_IST);
  const { gym, owner: ownerRow } = await bookableGym(t.database.db, { capacity: BOOKINGS, pricePerHourPaise: 30_000, razorpayAccountId: 'acc_SweepGym00001' });
  const owner = await signedInAs(t, ownerRow);
  paid = [];
  for (let i = 0; i < BOOKINGS; i += 1) paid.push(await paidRouteBooking(t, fake, gym, MONDAY, '06:00 PM'));
  // Every check-in happens while Razorpay's transfer API is down: each payout stays held for the sweep.
  setClock(t, ist(MONDAY, 17, 50));
  fake.state.transferOutage = true;
  for (const booking of paid) expect((await verifyOtp(t, owner, { otp: booking.otp, bookingId: booking.bookingId })).statusCode).toBe(200);
  fake.state.transferOutage = false;
});

describe('the payout release sweep', () => {
  it('releases each held payout exactly once when two processes sweep at the same moment', async () => {
    // On PostgreSQL the second "process" has its own pool and provider, as a second server would.
    const sibling: DatabaseHandle | undefined = t.database.url ? await openDatabase({ databaseUrl: t.database.url, maxConnections: 4 }) : undefined;
    try {
      for (const booking of paid) expect(await payoutOf(t, booking.orderId)).toMatchObject({ status: 'held' });
      t.clock.advance(PAYOUT_RELEASE_LEASE_MS);
      const database = sibling ?? t.database;
      const other = payoutsService(t, { database, paymentProvider: createPaymentProvider(t.config, database.db, t.clock) });
      const released = await Promise.all([payoutsService(t).releaseDue(), other.releaseDue()]);
      expect(released[0] + released[1]).toBe(BOOKINGS);

      for (const booking of paid) {
        const payout = await payoutOf(t, booking.orderId);
        expect(payout).toMatchObject({ status: 'released' });
        const releases = fake.requests.filter((request) => request.method === 'PATCH' && request.path === `/v1/transfers/${payout?.transferId ?? ''}`);
        // One call failed during the outage at check-in, and exactly one more released it.
        expect(releases).toHaveLength(2);
        expect(fake.transfersOf(booking.orderId)[0]?.on_hold).toBe(false);
      }
      expect(await payoutsService(t).releaseDue()).toBe(0);
    } finally {
      await sibling?.close();
    }
  });
});
