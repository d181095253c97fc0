import { z } from 'zod';

/** GET /meta/version.json: the deployed SPA build. */
export const versionResponseSchema = z.object({
  version: z.string().min(1),
});
export type VersionResponse = z.infer<typeof versionResponseSchema>;
