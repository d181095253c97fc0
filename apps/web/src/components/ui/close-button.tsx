import { useTranslation } from 'react-i18next';
import styles from './close-button.module.css';

/** The × that closes a dialog (`m`) or a toast (`s`), named "Close" for a screen reader. */
export function CloseButton({ onClick, size }: { onClick: () => void; size: 'm' | 's' }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={`${styles.close} ${styles[size]}`}
      onClick={onClick}
      aria-label={t('common.close')}
    >
      ×
    </button>
  );
}
