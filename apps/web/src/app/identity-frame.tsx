import { useTranslation } from 'react-i18next';
import { IdentityPage, type IdentityPageProps } from '@/features/auth/components/identity-page';
import { usePageTitle } from './use-page-title';

/** A sign-in, registration, recovery, verification or password page with its document title. */
export function IdentityFrame(props: IdentityPageProps) {
  const { t } = useTranslation();
  usePageTitle(t(`${props.titleKey}.title`));
  return <IdentityPage {...props} />;
}
