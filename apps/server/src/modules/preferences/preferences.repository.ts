import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { consentRecords, messagePreferences, type MessagePreferencesRow } from '../../db/schema/preferences.js';
import { users } from '../../db/schema/users.js';

export type PreferenceColumns = Pick<MessagePreferencesRow, 'email' | 'whatsapp' | 'sms' | 'marketing' | 'reviewPrompts'>;
export type NewConsentRecord = typeof consentRecords.$inferInsert;

/** An account's address and number, and its channel choices (null: no row, so the defaults). */
export interface Reach {
  email: string | null;
  phone: string | null;
  channels: Pick<MessagePreferencesRow, 'email' | 'whatsapp' | 'sms'> | null;
}

/** Where the account can be reached and what it allows, in one read; undefined when no account has the id. */
export async function findReach(db: Executor, userId: string): Promise<Reach | undefined> {
  const [row] = await db
    .select({
      email: users.email,
      phone: users.phone,
      byEmail: messagePreferences.email,
      byWhatsapp: messagePreferences.whatsapp,
      bySms: messagePreferences.sms,
    })
    .from(users)
    .leftJoin(messagePreferences, eq(messagePreferences.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return undefined;
  const { email, phone, byEmail, byWhatsapp, bySms } = row;
  const channels = byEmail === null || byWhatsapp === null || bySms === null ? null : { email: byEmail, whatsapp: byWhatsapp, sms: bySms };
  return { email, phone, channels };
}

export async function findByUserId(db: Executor, userId: string): Promise<MessagePreferencesRow | undefined> {
  const [row] = await db.select().from(messagePreferences).where(eq(messagePreferences.userId, userId)).limit(1);
  return row;
}

/**
 * The person's row, locked until the caller's transaction ends, so two changes at once are
 * compared one after the other and each writes the consent records of its own change. A person
 * without a row gets one with the defaults first; undefined when no account has the id.
 */
export async function lockForChange(db: Executor, userId: string, now: Date): Promise<MessagePreferencesRow | undefined> {
  await db.execute(sql`
    insert into ${messagePreferences} (user_id, updated_at)
    select ${users.id}, ${now} from ${users} where ${users.id} = ${userId}
    on conflict (user_id) do nothing`);
  const [row] = await db.select().from(messagePreferences).where(eq(messagePreferences.userId, userId)).for('update');
  return row;
}

export async function update(db: Executor, userId: string, columns: PreferenceColumns, now: Date): Promise<void> {
  await db
    .update(messagePreferences)
    .set({ ...columns, updatedAt: now })
    .where(eq(messagePreferences.userId, userId));
}

export async function insertConsentRecords(db: Executor, records: NewConsentRecord[]): Promise<void> {
  if (records.length > 0) await db.insert(consentRecords).values(records);
}
