import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { sandboxOrders, sandboxPayments, type SandboxOrderRow, type SandboxPaymentRow } from '../../db/schema/payments.js';

export async function insertOrder(db: Executor, order: typeof sandboxOrders.$inferInsert): Promise<void> {
  await db.insert(sandboxOrders).values(order);
}

export async function findOrderById(db: Executor, id: string): Promise<SandboxOrderRow | undefined> {
  const [row] = await db.select().from(sandboxOrders).where(eq(sandboxOrders.id, id)).limit(1);
  return row;
}

export async function insertPayment(db: Executor, payment: typeof sandboxPayments.$inferInsert): Promise<void> {
  await db.insert(sandboxPayments).values(payment);
}

export async function findPaymentById(db: Executor, id: string): Promise<SandboxPaymentRow | undefined> {
  const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, id)).limit(1);
  return row;
}

export async function findPaymentsOfOrder(db: Executor, orderId: string): Promise<SandboxPaymentRow[]> {
  return db.select().from(sandboxPayments).where(eq(sandboxPayments.orderId, orderId)).orderBy(sandboxPayments.createdAt);
}

export async function findPaymentsCreatedBetween(db: Executor, from: Date, to: Date): Promise<SandboxPaymentRow[]> {
  return db
    .select()
    .from(sandboxPayments)
    .where(and(gte(sandboxPayments.createdAt, from), lt(sandboxPayments.createdAt, to)))
    .orderBy(asc(sandboxPayments.createdAt));
}

/** Marks a captured payment refunded; undefined when it was not 'captured' any more. */
export async function markRefunded(
  db: Executor,
  id: string,
  refundId: string,
  now: Date,
): Promise<SandboxPaymentRow | undefined> {
  const [row] = await db
    .update(sandboxPayments)
    .set({ status: 'refunded', refundId, refundedAt: now })
    .where(and(eq(sandboxPayments.id, id), eq(sandboxPayments.status, 'captured')))
    .returning();
  return row;
}
