import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { paymentWebhookEvents } from '../../db/schema/payments.js';

/** Records a delivery; false when the id was already recorded (a retry or a duplicate). */
export async function insertIfNew(db: Executor, event: { id: string; event: string; receivedAt: Date }): Promise<boolean> {
  const inserted = await db
    .insert(paymentWebhookEvents)
    .values(event)
    .onConflictDoNothing({ target: paymentWebhookEvents.id })
    .returning({ id: paymentWebhookEvents.id });
  return inserted.length > 0;
}

export async function deleteById(db: Executor, id: string): Promise<void> {
  await db.delete(paymentWebhookEvents).where(eq(paymentWebhookEvents.id, id));
}
