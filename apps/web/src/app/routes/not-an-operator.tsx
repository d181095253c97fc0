import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import pageStyles from '@/components/ui/page.module.css';

/** The customer pages belong to operators and pool staff: what a miner account sees there instead. */
export function NotAnOperator({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <div className={pageStyles.page}>
      <PageHeader title={title} account={undefined} />
      <div className={pageStyles.empty}>
        <p className={pageStyles.emptyTitle}>{t('customers.notOperator')}</p>
        <p className={pageStyles.muted}>
          <Link to="/customers/create-sub">{t('customers.createSub.link')}</Link>
        </p>
      </div>
    </div>
  );
}
