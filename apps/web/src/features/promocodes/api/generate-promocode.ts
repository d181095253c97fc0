import { generatedPromoCodeSchema } from '@pool/contract';
import { api } from '@/lib/api-client';

/** GET /platform/promocodes/generate: a fresh readable code for the form's field. */
export async function generatePromoCode(): Promise<string> {
  return generatedPromoCodeSchema.parse(await api('GET /platform/promocodes/generate')).code;
}
