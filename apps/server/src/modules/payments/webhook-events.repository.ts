import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { paymentWebhookEvents } from '../../db/schema/payments.js';

/** Records a delivery as handled; false when the id was already recorded (a duplicate handled at the same time). */
export async function insertIfNew(db: Executor, event: { id: string; event: string; receivedAt: Date }): Promise<boolean> {
  const inserted = await db
    .insert(paymentWebhookEvents)
    .values(event)
    .onConflictDoNothing({ target: paymentWebhookEvents.id })
    .returning({ id: paymentWebhookEvents.id });
  return inserted.length > 0;
}

/** True once a delivery of this event was acted on to the end. */
export async function isRecorded(db: Executor, id: string): Promise<boolean> {
  const [row] = await db.select({ id: paymentWebhookEvents.id }).from(paymentWebhookEvents).where(eq(paymentWebhookEvents.id, id));
  return row !== undefined;
}
