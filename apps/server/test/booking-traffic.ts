import type { HttpBooker } from './process-fixtures.js';

// Booking traffic against real server processes that keeps going while a fault test breaks the
// database underneath: every booker holds, pays in the sandbox and confirms, slot after slot, and
// every answer (or the lack of one) is written down with the time it came.

export interface SlotRequest {
  gymId: string;
  bookingDate: string;
  timeSlot: string;
}

export interface TrafficReply {
  /** Date.now() when the answer (or the failure) came. */
  at: number;
  /** How long it took. */
  ms: number;
  url: string;
  /** The HTTP status; 0 when none came. */
  status: number;
  /** Why none came: the connection failed, or no answer within the request timeout (a hang). */
  failure?: 'connection' | 'timeout';
  /** The error message of a refusal (the contract's `error` field). */
  error?: string;
}

export interface BookingTraffic {
  readonly replies: readonly TrafficReply[];
  /** Ids of the bookings confirmed with a 200. */
  readonly confirmed: readonly string[];
  /** Ends every stream after the request it is waiting for, and waits for that. */
  stop(): Promise<void>;
}

export interface TrafficOptions {
  /** The processes, as behind a round-robin load balancer: each request goes to the next one. */
  baseUrls: string[];
  /** How many bookings are under way at once. */
  streams: number;
  /**
   * The people booking, taken in turn for each booking: many more than streams, so that none of
   * them reaches the per-person limits (initiations per 10 minutes, unpaid holds) while a fault
   * leaves holds unpaid.
   */
  bookers: HttpBooker[];
  slots: SlotRequest[];
  timeoutMs: number;
  /** How long a booker waits before trying again after a 5xx or no answer, as a person would. */
  retryPauseMs: number;
}

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

export function startBookingTraffic(options: TrafficOptions): BookingTraffic {
  const replies: TrafficReply[] = [];
  const confirmed: string[] = [];
  let stopped = false;
  let nextServer = 0;
  let nextBooker = 0;

  async function post(booker: HttpBooker, url: string, body: unknown): Promise<Answer> {
    const baseUrl = options.baseUrls[nextServer % options.baseUrls.length];
    nextServer += 1;
    const sent = Date.now();
    try {
      const res = await fetch(`${baseUrl}${url}`, {
        method: 'POST',
        headers: booker.headers,
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      const answer = parseObject(await res.text());
      const error = typeof answer.error === 'string' ? answer.error : undefined;
      replies.push({ at: Date.now(), ms: Date.now() - sent, url, status: res.status, ...(error === undefined ? {} : { error }) });
      return { status: res.status, body: answer };
    } catch (error) {
      const failure = error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'connection';
      replies.push({ at: Date.now(), ms: Date.now() - sent, url, status: 0, failure });
      return { status: 0, body: {} };
    }
  }

  // Hold, pay, confirm; false when the outage answered, so the booker pauses before the next try.
  async function bookOnce(booker: HttpBooker, slot: SlotRequest): Promise<boolean> {
    const held = await post(booker, '/api/bookings/initiate', slot);
    if (held.status !== 200) return held.status > 0 && held.status < 500;
    const bookingId = String(held.body.bookingId);
    const paid = await post(booker, '/api/payments/sandbox/pay', { bookingId, outcome: 'success' });
    if (paid.status !== 200) return false;
    const done = await post(booker, '/api/bookings/confirm', { ...(paid.body.payment as object), bookingId });
    if (done.status === 200) confirmed.push(bookingId);
    return done.status > 0 && done.status < 500;
  }

  // The streams start a couple of slots apart and go round the slots in the same order until
  // stopped: one that finds a slot full (409, at once) moves on and runs into the others, so the
  // slots are contended all along.
  async function stream(first: number): Promise<void> {
    for (let n = first; !stopped; n += 1) {
      const booker = options.bookers[nextBooker % options.bookers.length] as HttpBooker;
      nextBooker += 1;
      const slot = options.slots[n % options.slots.length] as SlotRequest;
      if (!(await bookOnce(booker, slot)) && !stopped) await new Promise((resolve) => setTimeout(resolve, options.retryPauseMs));
    }
  }

  const streams = Promise.all(Array.from({ length: options.streams }, (_, i) => stream(i * 2)));
  return {
    replies,
    confirmed,
    async stop() {
      stopped = true;
      await streams;
    },
  };
}

function parseObject(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
