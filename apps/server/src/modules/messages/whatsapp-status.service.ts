import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/client.js';
import type { MessageRow } from '../../db/schema/messages.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import type { WhatsappConfig } from '../../text-provider-config.js';
import type { AppMetrics } from '../metrics/app-metrics.js';
import { describeFailure, ProviderRefusal } from './delivery-attempts.js';
import { maskSecretsIn } from './mask-recipient.js';
import type { MessageOutbox } from './message-outbox.js';
import * as messagesRepository from './messages.repository.js';
import { fallbackMessageOf, smsFallbackOf } from './sms-fallback.js';

// WhatsApp Cloud API's status webhook (API contract §8.9, decision 056): Meta POSTs
// { object, entry: [{ id, changes: [{ field: 'messages', value: { statuses: [...] } }] }] }, each
// status naming a message by the id its send returned. Only what GymSlot acts on is read.

const statusSchema = z.object({
  id: z.string().min(1).max(512),
  status: z.string(),
  timestamp: z.union([z.string(), z.number()]).optional(),
  errors: z
    .array(
      z.object({
        code: z.number().optional(),
        title: z.string().optional(),
        message: z.string().optional(),
        error_data: z.object({ details: z.string().optional() }).optional(),
      }),
    )
    .optional(),
});
type ReportedStatus = z.infer<typeof statusSchema>;

const envelopeSchema = z.object({
  entry: z.array(z.object({ changes: z.array(z.object({ value: z.object({ statuses: z.array(z.unknown()).optional() }).optional() })).optional() })),
});

export interface WhatsappStatusDeps {
  database: DatabaseHandle;
  clock: Clock;
  outbox: Pick<MessageOutbox, 'enqueue'>;
  metrics?: AppMetrics;
  /** Undefined when WhatsApp is not set up: both calls answer 404 (there is no webhook to call). */
  whatsapp: Pick<WhatsappConfig, 'appSecret' | 'verifyToken'> | undefined;
}

/** What a delivery changed: statuses applied, and those that changed nothing (a repeat, an older report, an id GymSlot does not know). */
export interface StatusCounts {
  applied: number;
  unchanged: number;
}

/** Equal texts, compared in constant time whatever their lengths (their digests are compared). */
function sameText(a: string, b: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(a), digest(b));
}

/** `X-Hub-Signature-256: sha256=<hex>` is the HMAC-SHA256 of the exact body with the app secret. */
function signatureMatches(rawBody: Buffer, header: string | undefined, appSecret: string): boolean {
  const match = /^sha256=([0-9a-f]{64})$/i.exec(header?.trim() ?? '');
  if (!match?.[1]) return false;
  const expected = createHmac('sha256', appSecret).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(match[1], 'hex'));
}

function statusesOf(body: unknown): ReportedStatus[] {
  const envelope = envelopeSchema.safeParse(body);
  if (!envelope.success) return [];
  const reported = envelope.data.entry.flatMap((entry) => (entry.changes ?? []).flatMap((change) => change.value?.statuses ?? []));
  return reported.flatMap((status) => {
    const parsed = statusSchema.safeParse(status);
    return parsed.success ? [parsed.data] : [];
  });
}

/** What the admin list says of a failure Meta reported: its code and title, never the number or a sign-in code. */
function reportedFailure(status: ReportedStatus, row: MessageRow): string {
  const [error] = status.errors ?? [];
  const said = [error?.title ?? error?.message, error?.error_data?.details].filter((part): part is string => !!part).join(': ');
  const text = `WhatsApp reported it failed${error?.code === undefined ? '' : ` (code ${error.code})`}${said ? `: ${said}` : ''}`;
  const code = row.kind === 'phone_code' ? (smsFallbackOf(row)?.template.params ?? []) : [];
  return describeFailure(new ProviderRefusal(maskSecretsIn(text, [row.recipient.replace(/\D/g, ''), ...code]), true));
}

/** Meta's Unix seconds, or now when they cannot be read. */
function reportedAt(status: ReportedStatus, now: Date): Date {
  const seconds = Number(status.timestamp);
  return Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000) : now;
}

/**
 * The status webhook: Meta's subscription handshake, and the delivery reports of sent messages.
 * 'delivered' and 'read' are recorded on the message (a read one never goes back to delivered);
 * 'failed' fails it and queues its SMS, in the same transaction. Each report applies at most once
 * (the message is locked while it is judged), so a repeated delivery changes nothing; a message
 * GymSlot does not know is ignored.
 */
export function createWhatsappStatusService(deps: WhatsappStatusDeps) {
  const { db } = deps.database;

  function configured(): Pick<WhatsappConfig, 'appSecret' | 'verifyToken'> {
    if (!deps.whatsapp) throw new AppError('not_found', { code: 'whatsappNotConfigured' });
    return deps.whatsapp;
  }

  async function apply(status: ReportedStatus): Promise<'applied' | 'unchanged' | 'failed'> {
    if (!['delivered', 'read', 'failed'].includes(status.status)) return 'unchanged';
    return db.transaction(async (tx) => {
      const row = await messagesRepository.findByProviderIdForUpdate(tx, 'whatsapp', status.id);
      // Unknown, or already failed (this report repeated, or an admin queued it again).
      if (row?.status !== 'sent') return 'unchanged';
      if (status.status === 'failed') {
        await messagesRepository.markReportedFailed(tx, row.id, reportedFailure(status, row));
        const fallback = fallbackMessageOf(row);
        if (fallback) await deps.outbox.enqueue(tx, fallback);
        return 'failed';
      }
      const next = status.status === 'read' ? 'read' : 'delivered';
      if (row.deliveryStatus === 'read' || row.deliveryStatus === next) return 'unchanged';
      await messagesRepository.setDeliveryStatus(tx, row.id, next, reportedAt(status, deps.clock.now()));
      return 'applied';
    });
  }

  return {
    /** Meta's handshake: the challenge to send back when the mode is 'subscribe' and the token is GymSlot's. */
    verify(query: { 'hub.mode'?: string; 'hub.verify_token'?: string; 'hub.challenge'?: string }): string {
      const { verifyToken } = configured();
      if (query['hub.mode'] !== 'subscribe' || !sameText(query['hub.verify_token'] ?? '', verifyToken)) {
        throw new AppError('forbidden', { code: 'webhookVerifyRefused' });
      }
      if (query['hub.challenge'] === undefined) throw new AppError('invalid_data', { code: 'invalidRequest' });
      return query['hub.challenge'];
    },

    /** A signed delivery: 401 without a good signature, 400 when its body is not JSON; every status applied once. */
    async handle(rawBody: Buffer, signature: string | undefined): Promise<StatusCounts> {
      const { appSecret } = configured();
      if (!signatureMatches(rawBody, signature, appSecret)) throw new AppError('unauthorized', { code: 'invalidWebhookSignature' });
      let body: unknown;
      try {
        body = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw new AppError('invalid_data', { code: 'webhookNotJson' });
      }
      const counts: StatusCounts = { applied: 0, unchanged: 0 };
      for (const status of statusesOf(body)) {
        const outcome = await apply(status);
        if (outcome === 'unchanged') counts.unchanged += 1;
        else counts.applied += 1;
        if (outcome === 'failed') deps.metrics?.messages('failed', 'whatsapp');
      }
      return counts;
    },
  };
}

export type WhatsappStatusService = ReturnType<typeof createWhatsappStatusService>;
