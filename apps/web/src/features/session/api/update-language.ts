import type { Language } from '@pool/contract';
import { apiRequest } from '@/lib/api-client';

/** PUT /identity/language. */
export function updateLanguage(language: Language): Promise<void> {
  return apiRequest<void>('/identity/language', { method: 'PUT', body: { language } });
}
