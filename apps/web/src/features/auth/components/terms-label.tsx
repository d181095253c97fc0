import { Trans } from 'react-i18next';
import { getPageSettings } from '@/lib/page-settings';
import { useHydrated } from '@/lib/use-hydrated';

/** Product §2: agreement to the terms, linking the pool's terms-of-use address (or '/'). */
export function TermsLabel() {
  const hydrated = useHydrated();
  const href = (hydrated && getPageSettings().terms_of_use_url) || '/';
  return (
    <Trans
      i18nKey="identity.form.termsAgreed"
      components={{ terms: <a href={href} target="_blank" rel="noreferrer" /> }}
    />
  );
}
