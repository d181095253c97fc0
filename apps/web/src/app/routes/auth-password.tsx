import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast/toast-store';
import { IdentityFrame } from '@/app/identity-frame';
import { PasswordFlowView } from '@/features/auth/components/flow-views';
import { refreshSession } from '@/features/session/session';

export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <IdentityFrame titleKey="pages.password">
      <PasswordFlowView
        onComplete={() => {
          // The identity service's own "saved" text (message 1050001), as the settings page shows it.
          toast.success(t('identity.messages.1050001'));
          refreshSession();
          void navigate('/', { replace: true });
        }}
      />
    </IdentityFrame>
  );
}
