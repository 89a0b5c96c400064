import { checkInWindowOf } from '@gymslot/shared/check-in-window';
import type { DoorPassReply } from '@gymslot/shared/door-pass-schemas';
import { istTimeOfDay } from '@gymslot/shared/time-of-day';
import type { AppDeps } from '../../../app-deps.js';
import { AppError } from '../../../lib/errors.js';
import { signDoorPass } from './door-pass-token.js';
import { findOwnBookingView } from '../own/booking-access.js';

/** §8.5: the signed pass of a paid booking, for its own user to show at the door as a QR code. */
export function createDoorPassService(deps: Pick<AppDeps, 'database' | 'config'>) {
  const { db } = deps.database;

  return {
    async issue(userId: string, bookingId: string): Promise<Omit<DoorPassReply, 'success'>> {
      const { booking, gym } = await findOwnBookingView(db, userId, bookingId);
      if (booking.status === 'held' || booking.status === 'expired') throw new AppError('conflict', { code: 'unpaidNoPass' });
      if (booking.status !== 'confirmed' || booking.otp === null) throw new AppError('conflict', { code: 'cancelledNoPass' });
      if (booking.isVerified) {
        throw new AppError(
          'conflict',
          booking.verifiedAt ? { code: 'alreadyCheckedInAt', params: { time: istTimeOfDay(booking.verifiedAt) } } : { code: 'alreadyCheckedIn' },
        );
      }

      const window = checkInWindowOf(booking.startsAt);
      const token = signDoorPass({ bookingId: booking.id, gymId: gym.id, validFrom: window.opensAt, validUntil: window.closesAt }, deps.config.passSecret);
      return {
        token,
        otp: booking.otp,
        validFrom: window.opensAt.toISOString(),
        validUntil: window.closesAt.toISOString(),
        gym: { _id: gym.id, name: gym.name, address: gym.address },
        date: booking.date,
        timeSlot: booking.timeSlot,
      };
    },
  };
}

export type DoorPassService = ReturnType<typeof createDoorPassService>;
