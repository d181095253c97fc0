import type { TFunction } from 'i18next';
import { toast } from './toast-store';

/**
 * Product §4 "Copy to clipboard": success shows a toast titled with the copied message
 * (`description` says what was copied); failure the generic error toast.
 */
export async function copyToClipboard(text: string, t: TFunction, description: string = text): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(t('common.copied'), { description });
  } catch {
    toast.error(t('toasts.error'), { description: t('toasts.errorDescription') });
  }
}
