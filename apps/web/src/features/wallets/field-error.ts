import type { FieldError } from '@pool/contract';
import { formatBtc } from '@/lib/format-btc';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * A server field error of product §5 in the reader's language. Thresholds come as satoshi
 * in `value` and read as BTC; an address error names its currency and network.
 */
export function fieldErrorText(field: FieldError, t: Translate, language: string): string {
  const bound = typeof field.value === 'number' ? formatBtc(field.value, language) : field.value;
  return t(`fieldErrors.${field.code}`, {
    ...field,
    min: bound,
    max: bound,
    defaultValue: t('fieldErrors.invalid_input'),
  });
}
