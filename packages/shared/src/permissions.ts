// The names of what a role may do, shared so the endpoint table (endpoints/) can say which one each route
// needs. Which role holds which is the server's policy: apps/server/src/lib/authz.ts.

/**
 * What each role may do, as data (API contract §2–§4). The last part is the scope the service must
 * still check: `own` = the caller's own record (their booking, a gym they own), `gym` = a record
 * at a gym the caller owns, `staffed` = a record at a gym the caller staffs at the front desk (§8.12),
 * `any` = no ownership check.
 */
export const permissions = [
  'create:booking',
  'pay:booking:own',
  'read:booking:own',
  'cancel:booking:own',
  'reschedule:booking:own',
  'join:waitlist',
  'read:booking:gym',
  'verify:booking:gym',
  'read:booking:any',
  'create:gym',
  'read:gym:own',
  'update:gym:own',
  'read:gym:any',
  'update:gym:any',
  'read:availability:own',
  'update:availability:own',
  'read:availability:any',
  'update:availability:any',
  'create:review',
  'reply:review:gym',
  'read:invoice:own',
  'read:invoice:any',
  // §8.9: every signed-in person's own message preferences, whatever their role.
  'read:preferences:own',
  'update:preferences:own',
  // §8.9: adding a mobile number to one's own account.
  'update:phone:own',
  // §8.11: every signed-in person's copy of their own data, and their request to delete their own
  // account (every role may ask, so an owner or admin meets the contract's 409, not a bare 403);
  // only an account whose role holds 'delete:account:own' is deleted that way.
  'read:personal-data:own',
  'request:deletion:own',
  'delete:account:own',
  // §8.10 'not let in': the booker reports their own booking, the gym's owner reads and answers reports
  // at their gyms, an admin reads every report and decides the contested ones.
  'report:booking:own',
  'read:report:gym',
  'respond:report:gym',
  'read:report:any',
  'decide:report:any',
  'read:message:any',
  'retry:message:any',
  'resolve:payment:any',
  'read:metrics:any',
  // §8.10: card and UPI disputes (chargebacks), read and answered through Razorpay's Disputes API.
  'read:dispute:any',
  'act:dispute:any',
  // §8.12 front-desk staff: the gyms a gym_staff account staffs, their bookings and their door; the
  // gym's owner (or an admin) adds and removes its staff.
  'read:gym:staffed',
  'read:booking:staffed',
  'verify:booking:staffed',
  'manage:staff:own',
  'manage:staff:any',
  // §8.12: setting or changing a gym's Razorpay Route account (where its money goes) is GymSlot's, not the owner's.
  'update:payout-account:any',
] as const;
export type Permission = (typeof permissions)[number];

/**
 * One action in its scopes: `own` covers records the caller owns, `staffed` records at a gym the
 * caller staffs at the front desk (§8.12), `any` every record. Each may be absent, e.g. the
 * admin-only availability view has no `own` scope.
 */
export interface ScopedPermission {
  own?: Permission;
  staffed?: Permission;
  any?: Permission;
}

/** The scoped actions on gyms and their availability (API contract §2 G10–G14, §3 V2–V4, R1–R2). */
export const gymActions = {
  readGym: { own: 'read:gym:own', any: 'read:gym:any' },
  updateGym: { own: 'update:gym:own', any: 'update:gym:any' },
  createGym: { any: 'create:gym' },
  /** G10: the gyms an owner owns, a gym_staff account staffs (§8.12), or every gym for an admin. */
  listGyms: { own: 'read:gym:own', staffed: 'read:gym:staffed', any: 'read:gym:any' },
  /** §8.12: a gym's front-desk staff, managed by its owner or an admin. */
  manageStaff: { own: 'manage:staff:own', any: 'manage:staff:any' },
  readAvailability: { own: 'read:availability:own', any: 'read:availability:any' },
  readAnyAvailability: { any: 'read:availability:any' },
  updateAvailability: { own: 'update:availability:own', any: 'update:availability:any' },
} as const satisfies Record<string, ScopedPermission>;

/** §8.7's GST documents of a booking: `own` is the booker's booking or a booking at a gym the caller owns now. */
export const invoiceActions = {
  readInvoice: { own: 'read:invoice:own', any: 'read:invoice:any' },
} as const satisfies Record<string, ScopedPermission>;

/** B5–B6 and §8.7's export: a gym's bookings for its owner, every gym's for an admin. */
export const bookingActions = {
  readBookings: { own: 'read:booking:gym', any: 'read:booking:any' },
  /** B5 itself: the owner's gyms, or (§8.12) the gyms a gym_staff account staffs, without amounts. */
  readDeskBookings: { own: 'read:booking:gym', staffed: 'read:booking:staffed' },
  /** B5's and B6's `gymId` filter: a gym the caller owns or staffs, or any gym for an admin. */
  filterDeskBookings: { own: 'read:booking:gym', staffed: 'read:booking:staffed', any: 'read:booking:any' },
  /** B7 and §8.5: the check-in at the door of a gym the caller owns or staffs. */
  verifyBookings: { own: 'verify:booking:gym', staffed: 'verify:booking:staffed' },
} as const satisfies Record<string, ScopedPermission>;

/**
 * Who may call a route, declared once in its endpoint entry (endpoints/) and checked by the server's
 * authentication hook: a permission, or a scoped action the role must hold in at least one scope.
 */
export type RouteAccess = Permission | ScopedPermission;

