import { gymIdParamsSchema } from '../gym-schemas';
import { gymActions } from '../permissions';
import {
  closureBodySchema,
  closureConflictSchema,
  closureParamsSchema,
  closureReplySchema,
  closuresReplySchema,
  deleteClosureReplySchema,
  sellingBodySchema,
  sellingReplySchema,
} from '../selling-schemas';
import type { EndpointContract } from './endpoint';

/**
 * §8.12 owners in control: how GymSlot sells a gym and the hours it is closed, read and changed by
 * its owner or an admin only (a gym's staff meet 403: the reads ask update:gym too). Bodies are
 * checked after the ownership check, so another owner meets 403 and an unknown id 404 first
 * (docs/decisions/063-selling-control-and-closures.md).
 */
export const contracts = {
  getSelling: { permission: gymActions.updateGym, errors: [401, 403, 404], params: gymIdParamsSchema, reply: sellingReplySchema },
  updateSelling: {
    permission: gymActions.updateGym,
    errors: [400, 401, 403, 404],
    params: gymIdParamsSchema,
    serviceBody: sellingBodySchema,
    reply: sellingReplySchema,
  },
  listClosures: { permission: gymActions.updateGym, errors: [401, 403, 404], params: gymIdParamsSchema, reply: closuresReplySchema },
  addClosure: {
    permission: gymActions.updateGym,
    errors: [400, 401, 403, 404, 409],
    params: gymIdParamsSchema,
    serviceBody: closureBodySchema,
    reply: closureReplySchema,
    errorReplies: { 409: closureConflictSchema },
  },
  deleteClosure: {
    permission: gymActions.updateGym,
    errors: [401, 403, 404],
    params: closureParamsSchema,
    reply: deleteClosureReplySchema,
  },
} satisfies Record<string, EndpointContract>;

// The addresses, so the server and the fuzz suite read a module's calls from one import.
export * from './selling';
