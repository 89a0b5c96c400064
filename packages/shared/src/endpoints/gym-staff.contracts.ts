import { messageReplySchema } from '../auth-schemas';
import { gymIdParamsSchema } from '../gym-schemas';
import { gymActions } from '../permissions';
import { addStaffBodySchema, staffListReplySchema, staffMemberParamsSchema, staffMemberReplySchema } from '../staff-schemas';
import type { EndpointContract } from './endpoint';

/**
 * §8.12 front-desk staff: a gym's owner (or an admin) adds, lists and removes them. The body is
 * checked after the ownership check, so a stranger meets 403 or 404, never a 400 about the body.
 */
export const contracts = {
  addGymStaff: {
    permission: gymActions.manageStaff,
    errors: [400, 401, 403, 404, 409, 429],
    params: gymIdParamsSchema,
    serviceBody: addStaffBodySchema,
    reply: staffMemberReplySchema,
  },
  listGymStaff: { permission: gymActions.manageStaff, errors: [401, 403, 404], params: gymIdParamsSchema, reply: staffListReplySchema },
  removeGymStaff: { permission: gymActions.manageStaff, errors: [401, 403, 404], params: staffMemberParamsSchema, reply: messageReplySchema },
} satisfies Record<string, EndpointContract>;

// The addresses, so the server and the fuzz suite read a module's calls from one import.
export * from './gym-staff';
