import fc from 'fast-check';

// Generators of hostile input. Known-good values (real ids, a future date, a well-formed time) are
// mixed in so that some requests pass validation and reach the services and the database.

export interface KnownValues {
  gymId: string;
  otherGymId: string;
  bookingId: string;
  date: string;
}

const sqlText = fc.constantFrom("'; drop table users; --", "' or '1'='1", '1; select pg_sleep(1)', '\\x00', "%' --");
const scriptText = fc.constantFrom('<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', 'javascript:alert(1)');
const pathTricks = fc.constantFrom('../', '../../session-secret', '..%2f..%2fetc%2fpasswd', '%00', '/etc/passwd', 'C:\\x');

/** Text no well-behaved client sends: huge, control characters, lone surrogates, RTL marks, emoji. */
export const nastyText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('', ' ', '\u0000', '\ud800', '\u202e', '🏋️‍♀️', 'null', 'undefined', 'true', '[]', '{}'),
  fc.integer({ min: 1, max: 3 }).map((mb) => 'x'.repeat(mb * 100_000)),
  sqlText,
  scriptText,
  pathTricks,
);

/**
 * Dates, months and cursors at and past the ends of the calendar, and just before the API's date
 * window (issue 26: one of them hung a process, others were 500s).
 */
const farOffText = fc.constantFrom(
  '9999-12-31',
  '0000-01-01',
  '0001-01-01',
  '+010000-01-01',
  '2019-12-31',
  '9999-12',
  '0001-01',
  Buffer.from(`999999999999999.${'a'.repeat(24)}`).toString('base64url'),
  Buffer.from(JSON.stringify(['0000-01-01T00:00:00.000000Z', 'a'.repeat(24)])).toString('base64url'),
);

/** Numbers written as text, as a query string carries them. */
export const numericText = fc.oneof(
  fc.constantFrom('NaN', 'Infinity', '-Infinity', '1e308', '-1e308', '1e-400', '0x1F', '0', '-0', '-1', '+5', '1,5', ' 7 ', '09'),
  fc.double().map(String),
  fc.integer().map(String),
);

/** encodeURIComponent, with lone surrogates (which it refuses) replaced first. */
export const encode = (text: string) =>
  encodeURIComponent(text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'));

const hex24 = fc.stringMatching(/^[0-9a-f]{24}$/);

function knownValue(known: KnownValues) {
  return fc.constantFrom(
    known.gymId,
    known.otherGymId,
    known.bookingId,
    known.date,
    '09:00 AM',
    '05:00 PM',
    'Monday',
    'success',
    123456,
    'someone@example.com',
    'correct horse battery',
  );
}

/** Any JSON value a field could hold, wrong types first among them. */
export function fieldValue(known: KnownValues): fc.Arbitrary<unknown> {
  return fc.oneof(
    knownValue(known),
    nastyText,
    numericText,
    fc.constantFrom(null, true, false, 0, -1, 1e308, 0.5),
    farOffText,
    hex24,
    fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
    fc.jsonValue({ maxDepth: 2 }),
  );
}

/**
 * A JSON body text: the schema's own field names with wrong values, any JSON value at all, or an
 * object carrying prototype-pollution keys (written as text: an object literal would set the
 * prototype instead of an own key).
 */
export function jsonBody(fields: string[], known: KnownValues): fc.Arbitrary<string> {
  const shaped = fc
    .subarray([...fields, 'role', 'isVerified', 'emailVerified', 'amount'], { minLength: 0 })
    .chain((keys) => fc.tuple(...keys.map((key) => fieldValue(known).map((value) => [key, value] as const))))
    .map((entries) => JSON.stringify(Object.fromEntries(entries)));
  const anything = fc.jsonValue().map((value) => JSON.stringify(value));
  const polluted = fc
    .tuple(shaped, fc.constantFrom('__proto__', 'constructor', 'prototype'))
    .map(([text, key]) => `{"${key}":{"isAdmin":true,"prototype":{"role":"admin"}},${text.slice(1)}`.replace(/,}$/, '}'));
  const broken = fc.constantFrom('', '{', '{"a":', 'null', '[1,2', '\u0000', '{"a":1}garbage');
  return fc.oneof({ arbitrary: shaped, weight: 4 }, anything, polluted, broken);
}

/** A query string: the schema's keys (repeated sometimes) and strangers, with hostile values. */
export function queryString(fields: string[]): fc.Arbitrary<string> {
  const key = fc.oneof(fc.constantFrom(...fields, '__proto__', 'constructor', 'a[b]', 'x'), fc.string({ maxLength: 8 }));
  const value = fc.oneof(numericText, nastyText.filter((text) => text.length < 5_000), fc.constant(''), farOffText);
  const pair = fc.tuple(key, value).map(([k, v]) => `${encode(k)}=${encode(v)}`);
  const raw = fc.constantFrom('%', '%zz', '=', '&&', 'a=%E0%A4', '[]=1', 'a=1&a=2&a=3');
  return fc.array(fc.oneof({ arbitrary: pair, weight: 5 }, raw), { maxLength: 8 }).map((pairs) => pairs.join('&'));
}

/** One path segment, already in the form it travels in (percent-encoded where it must be). */
export function pathSegment(known: KnownValues): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom(known.gymId, known.otherGymId, known.bookingId, 'Monday', 'Pune', 'pune%20', 'search', 'add'),
    hex24,
    hex24.map((id) => id.toUpperCase()),
    fc.constant('f'.repeat(5_000)),
    fc.constantFrom('..', '..%2F..%2Fsession-secret', '%2e%2e', '%00', '%', '%E0%A4', '%C0%AE', 'a%2Fb', '%20', '~'),
    fc.string({ minLength: 1, maxLength: 30 }).map(encode),
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 10 }).map(encode),
    sqlText.map(encode),
  );
}

/** Bytes claimed to be an image: random, or a real PNG / JPEG signature followed by junk. */
export const fakeImage = fc.record({
  name: fc.constantFrom('a.png', 'b.jpg', '../../x.png', 'x.svg', '', 'ç.png'),
  type: fc.constantFrom('image/png', 'image/jpeg', 'image/svg+xml', 'text/html', 'application/octet-stream'),
  data: fc.oneof(
    fc.uint8Array({ maxLength: 256 }),
    fc.uint8Array({ maxLength: 64 }).map((tail) => new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...tail])),
    fc.uint8Array({ maxLength: 64 }).map((tail) => new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...tail])),
  ),
});
