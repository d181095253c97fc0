import type { UiText } from '@ory/client-fetch';
import { useTranslation } from 'react-i18next';
import { FormMessage } from '@/components/ui/form-message';
import { translateUiText, uiTextType } from '../messages';
import styles from './flow-form.module.css';

/** The flow's own messages, shown above its form. */
export function FlowMessages({ messages }: { messages: readonly UiText[] | undefined }) {
  const { t, i18n } = useTranslation();
  if (!messages?.length) return null;
  return (
    <div className={styles.messages}>
      {messages.map((message, index) => (
        <FormMessage key={`${message.id}-${index}`} type={uiTextType(message)}>
          {translateUiText(t, message, i18n.language)}
        </FormMessage>
      ))}
    </div>
  );
}
