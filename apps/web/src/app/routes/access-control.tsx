import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { AccessList } from '@/features/access-control/components/access-list';
import { displayNameOf } from '@/features/session/access';
import { activePermissionOf } from '@/features/session/active-permission';
import { identityQueryOptions } from '@/features/session/api/get-identity';
import { usePageParam } from '@/lib/search-params';
import { usePageTitle } from '@/app/use-page-title';
import { SectionPage } from './section-page';
import pageStyles from '@/components/ui/page.module.css';

/** /access-control: who has access to the active account (the route guard checked the page opens). */
export function Component() {
  const { t } = useTranslation();
  const title = t('pages.accessControl.title');
  usePageTitle(title);
  const [page, onPage] = usePageParam();
  const { data: identity } = useQuery(identityQueryOptions);
  const active = identity && activePermissionOf(identity.permissions);
  if (!active?.account_id || active.type === 'platform') return <SectionPage titleKey="pages.accessControl" />;
  return (
    <section className={pageStyles.page} aria-labelledby="page-title">
      <PageHeader title={title} account={displayNameOf(active, t('account.platform'))} />
      <p className={pageStyles.muted}>{t('accessControl.description')}</p>
      <AccessList
        key={`${active.type}:${active.account_id}`}
        kind={active.type}
        accountId={active.account_id}
        page={page}
        onPage={onPage}
      />
    </section>
  );
}
