import type { Language } from '@pool/contract';
import { api } from '@/lib/api-client';

/** PUT /identity/language. */
export function updateLanguage(language: Language): Promise<void> {
  return api('PUT /identity/language', { body: { language } });
}
