import { generatedPromoCodeSchema } from '@pool/contract';
import { apiRequest } from '@/lib/api-client';

/** GET /platform/promocodes/generate: a fresh readable code for the form's field. */
export async function generatePromoCode(): Promise<string> {
  return generatedPromoCodeSchema.parse(await apiRequest<unknown>('/platform/promocodes/generate')).code;
}
