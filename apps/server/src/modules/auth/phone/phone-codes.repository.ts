import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { phoneCodes, type PhoneCodeRow } from '../../../db/schema/phone-codes.js';

/** Writes the number's new code, replacing any earlier one and its wrong tries. */
export async function replace(db: Executor, row: Omit<PhoneCodeRow, 'failedAttempts'>): Promise<void> {
  await db
    .insert(phoneCodes)
    .values({ ...row, failedAttempts: 0 })
    .onConflictDoUpdate({
      target: phoneCodes.phone,
      set: { codeHash: row.codeHash, expiresAt: row.expiresAt, createdAt: row.createdAt, failedAttempts: 0 },
    });
}

/** The number's code, locked until the caller's transaction ends, so two guesses are counted one after the other. */
export async function lock(db: Executor, phone: string): Promise<PhoneCodeRow | undefined> {
  const [row] = await db.select().from(phoneCodes).where(eq(phoneCodes.phone, phone)).for('update');
  return row;
}

/** Counts one wrong try; the number of wrong tries so far. */
export async function countWrongTry(db: Executor, phone: string): Promise<number> {
  const [row] = await db
    .update(phoneCodes)
    .set({ failedAttempts: sql`${phoneCodes.failedAttempts} + 1` })
    .where(eq(phoneCodes.phone, phone))
    .returning({ failedAttempts: phoneCodes.failedAttempts });
  return row?.failedAttempts ?? 0;
}

export async function remove(db: Executor, phone: string): Promise<void> {
  await db.delete(phoneCodes).where(eq(phoneCodes.phone, phone));
}
