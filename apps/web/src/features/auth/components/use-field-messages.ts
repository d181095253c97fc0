import type { UiText } from '@ory/client-fetch';
import { useTranslation } from 'react-i18next';
import { translateUiText, uiTextType } from '../messages';

/** Field messages as the text field and checkbox expect them. */
export function useFieldMessages(messages: readonly UiText[]) {
  const { t, i18n } = useTranslation();
  return messages.map((message, index) => ({
    key: `${message.id}-${index}`,
    type: uiTextType(message),
    text: translateUiText(t, message, i18n.language),
  }));
}
