import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePageTitle } from '@/app/use-page-title';
import { toast } from '@/components/ui/toast/toast-store';
import { applyPendingPromoCode } from '@/features/promocodes/pending-promocode';
import { usePromoRefusalText } from '@/features/promocodes/use-promo-refusal-text';
import { AccountNameForm } from '@/features/session/components/account-name-form';
import { resetRole } from '@/features/session/role-check';

/**
 * Product §2 /auth/name: choose an account name when the identity has no permissions. The
 * promo code of a `/?promocode=` link is applied to the new account; a refusal is told, the
 * account stays.
 */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const refusalText = usePromoRefusalText();
  const title = t('pages.accountName.title');
  usePageTitle(title);
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      <AccountNameForm
        onCreated={async (created) => {
          const failure = await applyPendingPromoCode(created.id);
          if (failure) toast.error(t('promocodes.miner.notApplied'), { description: refusalText(failure) });
          resetRole();
          void navigate('/', { replace: true });
        }}
      />
    </section>
  );
}
