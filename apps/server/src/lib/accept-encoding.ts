/** The compressed codings a precompressed reply can be sent in, best first. */
export type ContentCoding = 'br' | 'gzip';

const codings: readonly ContentCoding[] = ['br', 'gzip'];

/**
 * The coding to send under the client's Accept-Encoding (RFC 9110 §12.5.3), or undefined for none:
 * the highest weight wins and brotli beats gzip at equal weight; `q=0` refuses a coding; `*`
 * stands for every coding the header does not name; `x-gzip` is gzip.
 */
export function preferredCoding(header: string | undefined): ContentCoding | undefined {
  // A browser sends the same header with every request: the last answer is kept for it.
  if (header !== lastHeader) {
    lastHeader = header;
    lastCoding = parse(header);
  }
  return lastCoding;
}

let lastHeader: string | undefined;
let lastCoding: ContentCoding | undefined;

function parse(header: string | undefined): ContentCoding | undefined {
  if (!header) return undefined;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [rawName = '', ...parameters] = part.split(';');
    const name = rawName.trim().toLowerCase();
    if (!name) continue;
    let weight = 1;
    for (const parameter of parameters) {
      const [key, value] = parameter.split('=').map((text) => text.trim().toLowerCase());
      if (key === 'q') weight = value !== undefined && /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(value) ? Number(value) : 0;
    }
    weights.set(name === 'x-gzip' ? 'gzip' : name, weight);
  }
  let best: ContentCoding | undefined;
  let bestWeight = 0;
  for (const coding of codings) {
    const weight = weights.get(coding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) {
      best = coding;
      bestWeight = weight;
    }
  }
  return best;
}
