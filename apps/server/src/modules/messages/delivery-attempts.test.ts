import { describe, expect, it } from 'vitest';
import { describeFailure, isPermanentFailure, nextAttemptAfterFailure, ProviderRefusal, RETRY_WINDOW_MS } from './delivery-attempts.js';
import { maskEmail, maskPhone, maskSecretsIn } from './mask-recipient.js';

const start = new Date('2030-06-10T04:30:00Z');
const after = (ms: number) => new Date(start.getTime() + ms);

describe('retrying a message', () => {
  it('waits 30 s, then twice as long each time, at most 30 minutes, until the window ends', () => {
    const windowEnd = after(RETRY_WINDOW_MS);
    const waits = [1, 2, 3, 4, 5, 6, 7, 20].map((attempts) => (nextAttemptAfterFailure(attempts, start, windowEnd)?.getTime() ?? 0) - start.getTime());
    expect(waits).toEqual([30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_800_000, 1_800_000]);
    // The last try falls on the window's end; after it, none.
    expect(nextAttemptAfterFailure(20, after(RETRY_WINDOW_MS - 60_000), windowEnd)).toEqual(windowEnd);
    expect(nextAttemptAfterFailure(21, windowEnd, windowEnd)).toBeNull();
  });

  it('gives up at once only when the mail server refuses the recipient itself', () => {
    expect(isPermanentFailure({ code: 'EENVELOPE', responseCode: 550 })).toBe(true);
    expect(isPermanentFailure({ code: 'EENVELOPE', responseCode: 452 })).toBe(false);
    expect(isPermanentFailure({ code: 'ECONNREFUSED' })).toBe(false);
    expect(isPermanentFailure(new Error('Greeting never received'))).toBe(false);
  });

  it('gives up at once on a text provider refusing the message itself, and retries anything else it says', () => {
    expect(isPermanentFailure(new ProviderRefusal('WhatsApp refused it (HTTP 400, code 131026)', true))).toBe(true);
    expect(isPermanentFailure(new ProviderRefusal('WhatsApp refused it (HTTP 500)', false))).toBe(false);
  });

  it('keeps what it records of a failure short, with every address in it masked', () => {
    const error = Object.assign(new Error("Can't send mail - all recipients were rejected: 550 5.1.1 <priya.sharma@example.com>: unknown"), {
      code: 'EENVELOPE',
    });
    expect(describeFailure(error)).toBe("EENVELOPE: Can't send mail - all recipients were rejected: 550 5.1.1 <pr***@example.com>: unknown");
    expect(describeFailure(new Error('x'.repeat(1000)))).toHaveLength(300);
    expect(describeFailure(new ProviderRefusal('MSG91 refused it: 919876543210 and +918123456789 are not valid', true))).toBe(
      'MSG91 refused it: +91 98*** **210 and +91 81*** **789 are not valid',
    );
  });
});

describe('masking a recipient for the admin list', () => {
  it('keeps two letters of an address and three digits of a number', () => {
    expect(maskEmail('priya@example.com')).toBe('pr***@example.com');
    expect(maskEmail('a@example.com')).toBe('a***@example.com');
    expect(maskPhone('+919876543210')).toBe('+91 98*** **210');
    expect(maskPhone('+14155550123')).toBe('***123');
  });

  it('takes the numbers and the given secrets out of a text', () => {
    expect(maskSecretsIn('code 482913 for 919876543210 with key EAAGsecret', ['482913', 'EAAGsecret', '12'])).toBe(
      'code *** for +91 98*** **210 with key ***',
    );
  });
});
