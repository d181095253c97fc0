import { useTranslation } from 'react-i18next';
import { Button } from './button';
import pageStyles from './page.module.css';

/** A load that failed, in place of what did not load: its message and a retry. */
export function LoadError({ text, onRetry }: { text: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={pageStyles.state} role="alert">
      <p className={pageStyles.stateText}>{text}</p>
      <Button kind="transparent" size="xs" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}
