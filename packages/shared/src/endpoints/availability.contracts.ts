import {
  gymIdPathSchema,
  slotsQuerySchema,
  slotsReplySchema,
  userAvailabilityReplySchema,
} from '../availability-schemas';
import {
  ownerAvailabilityReplySchema,
  recurringDayParamsSchema,
  recurringReplySchema,
  setAvailabilityBodySchema,
  setAvailabilityReplySchema,
  setRecurringBodySchema,
} from '../owner-availability-schemas';
import { gymActions } from '../permissions';
import type { EndpointContract } from './endpoint';

const errors = [400, 401, 403, 404] as const;

/** API contract §3: V1 and the gym page's slots (open to anyone), V2–V4 and R1–R2 (owner and admin). */
export const contracts = {
  getUserAvailability: { errors: [404], params: gymIdPathSchema, reply: userAvailabilityReplySchema },
  listGymSlots: { errors: [400, 404], params: gymIdPathSchema, query: slotsQuerySchema, reply: slotsReplySchema },
  getOwnerAvailability: { permission: gymActions.readAvailability, errors, params: gymIdPathSchema, reply: ownerAvailabilityReplySchema },
  getAdminAvailability: { permission: gymActions.readAnyAvailability, errors, params: gymIdPathSchema, reply: ownerAvailabilityReplySchema },
  setAvailability: { permission: gymActions.updateAvailability, errors, body: setAvailabilityBodySchema, reply: setAvailabilityReplySchema },
  getRecurringDay: { permission: gymActions.readAvailability, errors, params: recurringDayParamsSchema, reply: recurringReplySchema },
  setRecurringDay: { permission: gymActions.updateAvailability, errors, body: setRecurringBodySchema, reply: recurringReplySchema },
} satisfies Record<string, EndpointContract>;

// The addresses, so the server and the fuzz suite read a module's calls from one import.
export * from './availability';
