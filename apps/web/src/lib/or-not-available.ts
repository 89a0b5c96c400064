/** Spec §2: a missing name, e-mail or phone number shows as 'N/A'. */
export function orNotAvailable(text: string | null | undefined): string {
  return text === null || text === undefined || text.trim() === '' ? 'N/A' : text;
}
