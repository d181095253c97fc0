import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { secondFactorGroups } from './groups';
import styles from './second-factor.module.css';

export interface TwoFactorBannerProps {
  /** The identity's credentials by method (product §3); any true second factor counts as set up. */
  credentials: Record<string, boolean>;
  /** Hides the banner for another reason the app knows. */
  hidden?: boolean;
}

/** Product §2: asks to set up two-factor authentication, with a button to settings. */
export function TwoFactorBanner({ credentials, hidden = false }: TwoFactorBannerProps) {
  const { t } = useTranslation();
  const configured = secondFactorGroups.some((method) => credentials[method] === true);
  if (hidden || configured) return null;
  return (
    <section className={styles.banner} aria-label={t('identity.secondFactor.title')}>
      <p className={styles.bannerText}>{t('identity.banner.text')}</p>
      <Link to="/settings/security" className={styles.bannerAction}>
        {t('identity.banner.action')}
      </Link>
    </section>
  );
}
