import { sql } from 'drizzle-orm';
import { roles } from '@gymslot/shared/roles';
import { check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    /** Null for an account made with a mobile number only (API contract §8.9). */
    email: text('email'),
    passwordHash: text('password_hash'),
    role: text('role', { enum: roles }).notNull().default('user'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    oidcSubject: text('oidc_subject'),
    /** The account's Indian mobile number in E.164 (§8.9), proven with a one-time code. */
    phone: text('phone'),
    /** §8.11: when the person asked for their account to be deleted, and when it will be (48 hours later). */
    deletionRequestedAt: timestamp('deletion_requested_at', { withTimezone: true }),
    deleteAt: timestamp('delete_at', { withTimezone: true }),
    /** When the account was anonymised: name 'Deleted user', no e-mail or phone, no sessions. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    uniqueIndex('users_oidc_subject_unique').on(table.oidcSubject),
    uniqueIndex('users_phone_unique').on(table.phone),
    // Every account can be reached: a password or Google account by mail, a phone account by its number.
    // A deleted account keeps neither (§8.11).
    check('users_email_or_phone_check', sql`${table.email} is not null or ${table.phone} is not null or ${table.deletedAt} is not null`),
    index('users_delete_at_idx').on(table.deleteAt).where(sql`delete_at is not null and deleted_at is null`),
    check('users_role_check', sql`${table.role} in ('user', 'gym_owner', 'gym_staff', 'admin')`),
    index('users_role_idx').on(table.role),
  ],
);

export type UserRow = typeof users.$inferSelect;
