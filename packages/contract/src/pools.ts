import { z } from 'zod';
import { languageSchema } from './settings.js';

export const poolAddressTypes = ['api', 'auth', 'stratum'] as const;
export const poolAddressTypeSchema = z.enum(poolAddressTypes);

/** GET /pools/current: where the backend, identity service and stratum live, and language settings. */
export const currentPoolResponseSchema = z.object({
  id: z.string(),
  name: z.string(),
  addresses: z.array(
    z.object({
      type: poolAddressTypeSchema,
      address: z.string(),
    }),
  ),
  settings: z.object({
    default_language: languageSchema,
    available_languages: z.array(languageSchema),
  }),
});
export type CurrentPoolResponse = z.infer<typeof currentPoolResponseSchema>;
