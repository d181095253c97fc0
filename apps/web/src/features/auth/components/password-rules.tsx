import { useTranslation } from 'react-i18next';
import styles from './identity-page.module.css';

/** Product §5: the server's minimum (Kratos' default) shown with the other password rules. */
const passwordMinLength = 8;

/** Product §5: min symbols, 1 digit, 1 special symbol, lowercase and uppercase letters. */
export function PasswordRules() {
  const { t } = useTranslation();
  return (
    <div>
      <p className={styles.muted}>{t('identity.settings.password.rulesTitle')}</p>
      <ul className={styles.rules}>
        <li>{t('identity.settings.password.rules.minLength', { min: passwordMinLength })}</li>
        <li>{t('identity.settings.password.rules.digit')}</li>
        <li>{t('identity.settings.password.rules.special')}</li>
        <li>{t('identity.settings.password.rules.cases')}</li>
      </ul>
    </div>
  );
}

/** Saving a new password ends the identity's other sessions; the form says so before. */
export function OtherSessionsNotice() {
  const { t } = useTranslation();
  return <p className={styles.muted}>{t('identity.settings.password.signsOutOthers')}</p>;
}
