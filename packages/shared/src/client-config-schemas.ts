import { z } from 'zod';

/** GET /api/config: run-time settings for the web app. */
export const clientConfigReplySchema = z.object({
  success: z.literal(true),
  mapTileUrl: z.string(),
  mapAttribution: z.string(),
  /** §8.11: who answers privacy complaints (GRIEVANCE_OFFICER_NAME, GRIEVANCE_OFFICER_EMAIL); the /grievance page shows them. */
  grievanceOfficer: z.object({ name: z.string(), email: z.string() }),
});
export type ClientConfigReply = z.infer<typeof clientConfigReplySchema>;
