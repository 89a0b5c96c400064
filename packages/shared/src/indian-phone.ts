// An Indian mobile number as people write it: 98765 43210, 98765-43210, +91 98765 43210, 091…,
// 098765 43210. One rule for the server and the add-gym form (decision 028).

const SEPARATORS = /[\s-]/g;
const MOBILE = /^(?:\+91|0)?([6-9]\d{9})$/;

/** The 10 digits of an Indian mobile number, or null when the text is not one. */
export function normalizeIndianMobile(text: string): string | null {
  return MOBILE.exec(text.replace(SEPARATORS, ''))?.[1] ?? null;
}
