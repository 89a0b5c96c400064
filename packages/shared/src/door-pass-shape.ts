// What a GymSlot door pass looks like from outside (decision 039): exactly 62 base64url characters.
// The owner's scanner uses it to pass over other QR codes (UPI, web addresses, Wi-Fi) without asking
// the server; only the server's signature check says whether a pass-shaped code is genuine.

export const DOOR_PASS_LENGTH = 62;

const DOOR_PASS_PATTERN = new RegExp(`^[A-Za-z0-9_-]{${DOOR_PASS_LENGTH}}$`);

/** Whether a scanned text could be a door pass at all; white space around it is forgiven, as the server trims it. */
export function looksLikeDoorPass(text: string): boolean {
  return DOOR_PASS_PATTERN.test(text.trim());
}
