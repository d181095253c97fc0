import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/app/use-page-title';
import { LanguageSwitcher } from '@/features/config/language-switcher';
import { AccountSettings } from '@/features/identity/settings/account-settings';
import { SessionsSection } from '@/features/identity/settings/sessions-section';
import styles from '@/features/identity/settings/settings.module.css';

/** /settings: password, two-factor, active sessions and language. */
export function Component() {
  const { t } = useTranslation();
  const title = t('pages.settings.title');
  const languageId = useId();
  usePageTitle(title);
  return (
    <div className={styles.sections}>
      <h1 className={styles.pageTitle}>{title}</h1>
      <AccountSettings />
      <SessionsSection />
      <section className={styles.section} aria-labelledby={languageId}>
        <h2 id={languageId} className={styles.heading}>
          {t('identity.settings.language.title')}
        </h2>
        <LanguageSwitcher />
      </section>
    </div>
  );
}
