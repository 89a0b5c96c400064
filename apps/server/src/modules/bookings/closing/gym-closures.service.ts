import { addDays, istDate } from '@gymslot/shared/ist-time';
import { isSlotClosed, MAX_CLOSURE_DAYS_AHEAD } from '@gymslot/shared/selling-rules';
import type { Booking } from '@gymslot/shared/booking-schemas';
import { closureBodySchema, type Closure, type ParsedClosureBody } from '@gymslot/shared/selling-schemas';
import { formatTimeOfDay, normalizeTimeOfDay } from '@gymslot/shared/time-of-day';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../../app-deps.js';
import type { Executor } from '../../../db/client.js';
import type { GymClosureRow } from '../../../db/schema/gym-desk.js';
import type { GymRow } from '../../../db/schema/gyms.js';
import { gymActions, type Caller } from '../../../lib/authz.js';
import { AppError, byCodeIfKnown } from '../../../lib/errors.js';
import { isId, newId } from '../../../lib/ids.js';
import type { AvailabilityService } from '../../availability/availability.service.js';
import type { GymClosuresStore } from '../../availability/gym-closures.service.js';
import { findGymForCaller } from '../../gyms/gym-access.js';
import { paymentLedger } from '../../payments/payment-ledger.service.js';
import type { RefundService } from '../../payments/refund.service.js';
import { queueToPerson } from '../../preferences/person-messages.js';
import { toOwnBooking } from '../booking-mapper.js';
import * as bookingsRepository from '../bookings.repository.js';
import * as closureBookingsRepository from './closure-bookings.repository.js';
import { cancelledByGymMessage } from './gym-closed-messages.js';

export type GymClosuresDeps = Pick<AppDeps, 'database' | 'clock' | 'outbox' | 'config' | 'paymentProvider' | 'metrics'> & {
  logger: Pick<FastifyBaseLogger, 'error' | 'warn'>;
};

function toClosure(row: GymClosureRow): Closure {
  return {
    _id: row.id,
    gymId: row.gymId,
    date: row.date,
    startTime: formatTimeOfDay(row.startMinute),
    // 1440, midnight at the day's end, is written '12:00 AM' as the body takes it.
    endTime: formatTimeOfDay(row.endMinute),
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The body checked, the date judged against IST today: not past, at most a year ahead. */
function parseBody(body: unknown, now: Date): ParsedClosureBody {
  const parsed = closureBodySchema.safeParse(body);
  if (!parsed.success) {
    const errors = [...new Set(parsed.error.issues.map((issue) => issue.message))];
    throw new AppError('invalid_data', byCodeIfKnown(errors[0] ?? ''), errors);
  }
  const today = istDate(now);
  if (parsed.data.date < today) throw new AppError('invalid_data', { code: 'closureDatePast' });
  if (parsed.data.date > addDays(today, MAX_CLOSURE_DAYS_AHEAD)) throw new AppError('invalid_data', { code: 'closureDateTooFar' });
  return parsed.data;
}

/** What closing hours did, committed: the closure and the payments to refund now. */
interface Closed {
  closure: GymClosureRow;
  refundPaymentIds: string[];
}

/**
 * §8.12 closed hours (decision 063): the owner's or an admin's hours a gym does not sell. Closing
 * hours with paid bookings inside is refused (409 with them) unless the body says refundBookings,
 * which in one transaction saves the closure, cancels those bookings with a full refund through the
 * ledger (the provider is called after commit; a failed call is retried by the maintenance round),
 * tells each person, and lets go of the holds inside. The transaction holds the lock of every slot
 * the hours touch, which a payment's decision takes too: no payment confirms a place in them.
 */
export function createGymClosuresService(
  deps: GymClosuresDeps,
  closures: GymClosuresStore,
  availability: Pick<AvailabilityService, 'offeredSlotsOn'>,
  refunds: Pick<RefundService, 'carryOut'>,
) {
  const { db } = deps.database;

  /** The slots the hours touch: those the gym offers that day and those its bookings are in, in one order. */
  async function touchedSlots(gymId: string, date: string, hours: GymClosureRow): Promise<string[]> {
    const [offered, booked] = await Promise.all([
      availability.offeredSlotsOn(gymId, date),
      closureBookingsRepository.findOpenViewsOn(db, gymId, date, deps.clock.now()),
    ]);
    const slots = [...offered, ...booked.map((view) => view.booking.timeSlot)].map((slot) => normalizeTimeOfDay(slot) ?? slot);
    return [...new Set(slots)].filter((slot) => isSlotClosed(slot, [hours])).sort();
  }

  async function close(tx: Executor, gym: GymRow, row: GymClosureRow, refundBookings: boolean, slots: readonly string[]): Promise<Closed> {
    for (const timeSlot of slots) await bookingsRepository.lockSlot(tx, { gymId: gym.id, date: row.date, timeSlot });
    const now = deps.clock.now();
    const inside = (await closureBookingsRepository.findOpenViewsOn(tx, gym.id, row.date, now)).filter((view) => isSlotClosed(view.booking.timeSlot, [row]));
    const paid = inside.filter((view) => view.booking.status === 'confirmed');
    if (paid.length > 0 && !refundBookings) {
      const listed: Booking[] = paid.map((view) => toOwnBooking(view, { now, provider: deps.paymentProvider }));
      throw new AppError('conflict', { code: 'closureHasBookings' }, undefined, { bookings: listed });
    }
    const closure = await closures.add(tx, row);
    for (const view of inside.filter((one) => one.booking.status !== 'confirmed')) {
      // A hold inside closed hours is let go; a payment that still comes for it is refunded (decision 063).
      await bookingsRepository.updateIfStatus(tx, view.booking.id, ['held', 'expired'], { status: 'cancelled', cancelledAt: now }, now);
    }
    const refundPaymentIds: string[] = [];
    for (const view of paid) {
      const { booking } = view;
      if (!booking.paymentId) throw new Error(`Confirmed booking ${booking.id} has no payment`);
      await bookingsRepository.updateIfStatus(tx, booking.id, ['confirmed'], { status: 'refunded' }, now);
      if (!(await paymentLedger.markRefundPending(tx, booking.paymentId, now))) {
        throw new Error(`Closure of gym ${gym.id}: payment ${booking.paymentId} cannot be refunded`);
      }
      await queueToPerson(deps.outbox, tx, view.user.id, cancelledByGymMessage(view, row.reason, deps.config.publicUrl, booking.language));
      refundPaymentIds.push(booking.paymentId);
    }
    return { closure, refundPaymentIds };
  }

  return {
    /** GET: the gym's closed hours from IST today on, earliest first. */
    async listUpcoming(caller: Caller, gymId: string): Promise<Closure[]> {
      const gym = await findGymForCaller(db, caller, gymId, gymActions.updateGym);
      const rows = await closures.listFrom(gym.id, istDate(deps.clock.now()));
      return rows.map(toClosure);
    },

    /** POST: the body is checked once the caller is known to manage the gym. */
    async add(caller: Caller, gymId: string, body: unknown): Promise<{ closure: Closure; refundedBookings: number }> {
      const gym = await findGymForCaller(db, caller, gymId, gymActions.updateGym);
      const now = deps.clock.now();
      const fields = parseBody(body, now);
      const row: GymClosureRow = {
        id: newId(),
        gymId: gym.id,
        date: fields.date,
        startMinute: fields.startTime,
        endMinute: fields.endTime,
        reason: fields.reason,
        createdBy: caller.id,
        createdAt: now,
      };
      const slots = await touchedSlots(gym.id, row.date, row);
      const closed = await db.transaction((tx) => close(tx, gym, row, fields.refundBookings === true, slots));
      for (const paymentId of closed.refundPaymentIds) {
        deps.metrics?.bookings.refunded();
        // A refund call that fails stays pending in the ledger and is retried by the maintenance round.
        await refunds.carryOut(paymentId);
      }
      return { closure: toClosure(closed.closure), refundedBookings: closed.refundPaymentIds.length };
    },

    /** DELETE: the hours are on sale again at once (the catalogue version moves with the row). */
    async remove(caller: Caller, gymId: string, closureId: string): Promise<void> {
      const gym = await findGymForCaller(db, caller, gymId, gymActions.updateGym);
      const removed = isId(closureId) ? await closures.remove(gym.id, closureId) : undefined;
      if (!removed) throw new AppError('not_found', { code: 'closureNotFound' });
    },
  };
}

export type GymClosuresService = ReturnType<typeof createGymClosuresService>;
