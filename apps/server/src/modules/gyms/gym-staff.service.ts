import type { Language } from '@gymslot/shared/languages';
import { addStaffBodySchema, type StaffMember } from '@gymslot/shared/staff-schemas';
import type { AppDeps } from '../../app-deps.js';
import { can, gymActions, type Caller } from '../../lib/authz.js';
import { AppError } from '../../lib/errors.js';
import { isId } from '../../lib/ids.js';
import { createRateLimiter, type RateLimitRule } from '../../lib/rate-limiter.js';
import { endStaffAccount, findOrCreateStaffAccount, lockStaffAccount, type StaffContact } from '../auth/gym-staff-account.js';
import { sendStaffInvitation } from '../auth/owner-invitation.js';
import { findGymForCaller } from './gym-access.js';
import * as gymStaffRepository from './gym-staff.repository.js';
import { staffInvitationText } from './staff-invitation-text.js';

/**
 * Per owner (or admin): each addition may cost a mail or a text, so a stolen owner session cannot
 * turn GymSlot into a sender of invitations. Counted in the database, across processes.
 */
export const staffInvitationRateLimit = {
  name: 'add-gym-staff:owner',
  limit: 20,
  windowMs: 60 * 60_000,
} satisfies RateLimitRule;

const NOT_ON_STAFF = { code: 'staffMemberNotFound' } as const;

/** Whoever adds staff: the gym's owner or an admin, named in the invitation. */
export type StaffManager = Caller & { name: string };

/** §8.12: a gym's front-desk staff, added, listed and removed by its owner or an admin (decision 062). */
export function createGymStaffService(deps: Pick<AppDeps, 'database' | 'clock' | 'config' | 'outbox'>) {
  const { db } = deps.database;
  const limiter = createRateLimiter(db, deps.clock);

  /** Each person with the gyms they staff that the caller manages: an owner never learns another owner's gyms. */
  async function toMembers(caller: Caller, rows: gymStaffRepository.StaffRow[]): Promise<StaffMember[]> {
    const ownerId = can(caller.role, gymActions.manageStaff.any) ? undefined : caller.id;
    const staffed = await gymStaffRepository.findGymIdsOfStaff(db, rows.map((row) => row.id), ownerId);
    return rows.map((row) => ({
      _id: row.id,
      name: row.name,
      email: row.email ?? '',
      ...(row.phone ? { phone: row.phone } : {}),
      gymIds: staffed.filter((entry) => entry.userId === row.id).map((entry) => entry.gymId),
    }));
  }

  function contactOf(fields: { email?: string | undefined; phone?: string | undefined }): StaffContact {
    if (fields.email !== undefined) return { email: fields.email };
    if (fields.phone !== undefined) return { phone: fields.phone };
    throw new Error('addStaffBodySchema lets no body without an e-mail or a phone through');
  }

  return {
    async list(caller: Caller, gymId: string): Promise<StaffMember[]> {
      const gym = await findGymForCaller(db, caller, gymId, gymActions.manageStaff);
      return toMembers(caller, await gymStaffRepository.findStaffOfGym(db, gym.id));
    },

    /**
     * An existing member's account becomes staff, staff gain the gym; a new e-mail address gets a
     * password-less account and G12's invitation, a new number a phone-only account and a text.
     * The account, the gym's staff row and the message are written together, or not at all.
     */
    async add(caller: StaffManager, gymId: string, body: unknown, language: Language): Promise<StaffMember> {
      const gym = await findGymForCaller(db, caller, gymId, gymActions.manageStaff);
      const parsed = addStaffBodySchema.safeParse(body ?? {});
      if (!parsed.success) {
        throw new AppError('invalid_data', { code: 'validationFailed' }, [...new Set(parsed.error.issues.map((issue) => issue.message))]);
      }
      await limiter.consume(staffInvitationRateLimit, caller.id);
      const contact = contactOf(parsed.data);
      const now = deps.clock.now();
      const memberId = await db.transaction(async (tx) => {
        const { account, created } = await findOrCreateStaffAccount(tx, contact, parsed.data.name, now);
        await gymStaffRepository.insert(tx, { gymId: gym.id, userId: account.id, addedBy: caller.id, createdAt: now });
        if (created) {
          const about = { name: gym.name, ownerName: caller.name };
          if ('email' in contact) await sendStaffInvitation(tx, deps, { id: account.id, name: account.name, email: contact.email }, about, language);
          else await deps.outbox.enqueue(tx, staffInvitationText(contact.phone, { gym: gym.name, owner: caller.name }, deps.config, language));
        }
        return account.id;
      });
      const [member] = await toMembers(caller, (await gymStaffRepository.findStaffOfGym(db, gym.id)).filter((row) => row.id === memberId));
      if (!member) throw new Error(`Staff member ${memberId} vanished right after being added`);
      return member;
    },

    /**
     * The person leaves this gym's staff; their access to it ends with their next request, since a
     * session reads its gyms each time. Off their last gym, they are a member again, signed out.
     */
    async remove(caller: Caller, gymId: string, userId: string): Promise<void> {
      const gym = await findGymForCaller(db, caller, gymId, gymActions.manageStaff);
      if (!isId(userId)) throw new AppError('not_found', NOT_ON_STAFF);
      const now = deps.clock.now();
      await db.transaction(async (tx) => {
        await lockStaffAccount(tx, userId);
        if (!(await gymStaffRepository.remove(tx, gym.id, userId))) throw new AppError('not_found', NOT_ON_STAFF);
        if ((await gymStaffRepository.countGymsOf(tx, userId)) === 0) await endStaffAccount(tx, userId, now);
      });
    },
  };
}

export type GymStaffService = ReturnType<typeof createGymStaffService>;
