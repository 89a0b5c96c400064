import { z } from 'zod';

/** GET /api/config: run-time settings for the web app. */
export const clientConfigReplySchema = z.object({
  success: z.literal(true),
  mapTileUrl: z.string(),
  mapAttribution: z.string(),
});
export type ClientConfigReply = z.infer<typeof clientConfigReplySchema>;
