import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePageTitle } from '@/app/use-page-title';
import { PageHeader } from '@/components/ui/page-header';
import { toast } from '@/components/ui/toast/toast-store';
import { PromoCodeForm } from '@/features/promocodes/components/promocode-form';
import { useIsPlatform } from './promo-access';
import { SectionPage } from './section-page';
import pageStyles from '@/components/ui/page.module.css';

/** /promocodes/create: a new promo code. */
export function Component() {
  const { t } = useTranslation();
  const title = t('pages.promocodeCreate.title');
  usePageTitle(title);
  const navigate = useNavigate();
  if (!useIsPlatform()) return <SectionPage titleKey="pages.promocodeCreate" />;
  return (
    <div className={pageStyles.page}>
      <PageHeader title={title} account={undefined} />
      <PromoCodeForm
        onSaved={(code) => {
          toast.success(t('promocodes.form.created', { code: code.code }));
          void navigate(`/promocodes?search=${encodeURIComponent(code.code)}`);
        }}
      />
    </div>
  );
}
