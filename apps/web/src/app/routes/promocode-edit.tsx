import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { usePageTitle } from '@/app/use-page-title';
import { FormMessage } from '@/components/ui/form-message';
import { PageHeader } from '@/components/ui/page-header';
import { toast } from '@/components/ui/toast/toast-store';
import { promoCodeQueryOptions } from '@/features/promocodes/api/get-promocode';
import { PromoCodeForm } from '@/features/promocodes/components/promocode-form';
import { useIsPlatform } from './promo-access';
import { SectionPage } from './section-page';
import pageStyles from '@/components/ui/page.module.css';

/** /promocodes/{id}: edit a promo code (an applied one keeps its code, fee type and value). */
export function Component() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const platform = useIsPlatform();
  const code = useQuery({ ...promoCodeQueryOptions(id), enabled: platform });
  const title = code.data ? t('promocodes.editTitle', { code: code.data.code }) : t('pages.promocodeEdit.title');
  usePageTitle(title);
  const navigate = useNavigate();
  if (!platform) return <SectionPage titleKey="pages.promocodeEdit" />;
  return (
    <div className={pageStyles.page}>
      <PageHeader title={title} account={undefined} />
      {code.isError ? <FormMessage type="error">{t('promocodes.error')}</FormMessage> : null}
      {code.data ? (
        <PromoCodeForm
          key={code.data.id}
          code={code.data}
          onSaved={() => {
            toast.success(t('toasts.success'));
            void navigate('/promocodes');
          }}
        />
      ) : null}
    </div>
  );
}
