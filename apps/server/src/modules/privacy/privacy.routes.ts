import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as privacyEndpoints from '@gymslot/shared/endpoints/privacy.contracts';
import { PERSONAL_DATA_FILE_NAME } from '@gymslot/shared/privacy-schemas';
import { serverTexts } from '@gymslot/shared/server-texts';
import { asAttachment } from '../../lib/attachment.js';
import { endpointRoutes } from '../../lib/endpoint-routes.js';
import { requestLanguage } from '../../lib/request-language.js';
import { requireUser } from '../auth/authentication.js';
import type { AccountDeletionService } from './account-deletion.service.js';
import type { PersonalDataService } from './personal-data.service.js';

/** API contract §8.11: the signed-in person's data download and the deletion of their account, whatever their role. */
export const privacyRoutes: FastifyPluginAsyncZod<{ personalData: PersonalDataService; accountDeletion: AccountDeletionService }> = async (
  app,
  { personalData, accountDeletion },
) => {
  const route = endpointRoutes(app, privacyEndpoints, ['privacy']);

  route(
    'getMyData',
    async (request, reply) => {
      const user = requireUser(request);
      const data = await personalData.export(user.id, request.auth?.sessionId ?? '');
      // A file to save, which no cache may keep.
      asAttachment(reply, 'application/json; charset=utf-8', PERSONAL_DATA_FILE_NAME).header('cache-control', 'no-store');
      return data;
    },
    { schema: { description: 'Everything GymSlot keeps about the caller, as a JSON file: at most 5 downloads an hour.' } },
  );

  route('getMyDeletion', async (request) => ({ success: true as const, deletion: await accountDeletion.status(requireUser(request).id) }), {
    schema: { description: "The account's scheduled deletion, or null." },
  });

  route(
    'scheduleMyDeletion',
    async (request, reply) => {
      const scheduled = await accountDeletion.schedule(requireUser(request), requestLanguage(request));
      return reply.code(202).send({ success: true as const, ...scheduled });
    },
    { schema: { description: "Deletes a member's account 48 hours from now, and tells them on every channel they turned on. Owners and admins: 409." } },
  );

  route(
    'cancelMyDeletion',
    async (request) => {
      await accountDeletion.cancel(requireUser(request).id);
      return { success: true as const, message: serverTexts.deletionCancelled };
    },
    { schema: { description: 'Cancels a scheduled deletion; cancelling twice is harmless.' } },
  );
};
