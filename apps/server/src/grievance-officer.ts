import { isIP } from 'node:net';

// API contract §8.11: the person who answers privacy complaints, named on /grievance (the Digital
// Personal Data Protection Act, 2023, s. 8(9): the business contact of a grievance officer is published).

export interface GrievanceOfficer {
  name: string;
  email: string;
}

export const DEFAULT_GRIEVANCE_OFFICER_NAME = 'Grievance Officer, GymSlot';
/** Where complaints go on a site with no domain of its own (localhost, an IP address). */
export const FALLBACK_GRIEVANCE_EMAIL = 'grievance@gymslot.local';

/**
 * The configured officer, else the defaults: the name above, and `grievance@` the site's own domain
 * (PUBLIC_URL's host without `www.`), which an operator must then receive mail at.
 */
export function grievanceOfficerOf(name: string | undefined, email: string | undefined, publicUrl: string): GrievanceOfficer {
  return { name: name ?? DEFAULT_GRIEVANCE_OFFICER_NAME, email: email ?? defaultGrievanceEmail(publicUrl) };
}

function defaultGrievanceEmail(publicUrl: string): string {
  const host = new URL(publicUrl).hostname.replace(/^www\./, '');
  const isDomain = host.includes('.') && isIP(host.replace(/^\[|\]$/g, '')) === 0;
  return isDomain ? `grievance@${host}` : FALLBACK_GRIEVANCE_EMAIL;
}
