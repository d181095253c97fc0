import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { languages, type Language } from '@pool/contract';
import { changeLanguage } from '@/lib/i18n';
import { useHydrated } from '@/lib/use-hydrated';
import { configStore } from './config-store';
import styles from './language-switcher.module.css';

/** Each language named in itself, so a reader can find their own. */
const languageNames: Record<Language, string> = { en: 'English', ru: 'Русский', cn: '中文' };

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const hydrated = useHydrated();
  const available = (hydrated && configStore.snapshot.pool?.settings.available_languages) || languages;
  return (
    <div className={styles.switcher}>
      <label htmlFor={id} className="visually-hidden">
        {t('common.language')}
      </label>
      <select
        id={id}
        className={styles.select}
        value={i18n.language}
        onChange={(event) => void changeLanguage(event.target.value as Language)}
      >
        {available.map((language) => (
          <option key={language} value={language}>
            {languageNames[language]}
          </option>
        ))}
      </select>
    </div>
  );
}
