import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/app/use-page-title';
import { UnallocatedFundsPage } from '@/features/platform/components/unallocated-funds-page';
import { activePermissionOf } from '@/features/session/active-permission';
import { identityQueryOptions } from '@/features/session/api/get-identity';
import { can } from '@/lib/access';
import { SectionPage } from './section-page';

/** /platform/unallocated: coins that belong to no account, and their refunds. Platform staff only; the server checks it too. */
export function Component() {
  const { t } = useTranslation();
  const title = t('pages.platformUnallocated.title');
  usePageTitle(title);
  const { data: identity } = useQuery(identityQueryOptions);
  if (!can(identity && activePermissionOf(identity.permissions), 'platform_read'))
    return <SectionPage titleKey="pages.platformUnallocated" />;
  return <UnallocatedFundsPage title={title} />;
}
