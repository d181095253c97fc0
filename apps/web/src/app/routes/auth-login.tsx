import { useNavigate } from 'react-router';
import { IdentityPage } from '@/features/identity/components/identity-page';
import { LoginFlowView } from '@/features/identity/components/flow-views';
import { refreshSession } from '@/features/session/session';

export function Component() {
  const navigate = useNavigate();
  return (
    <IdentityPage titleKey="pages.login">
      <LoginFlowView
        onComplete={(to) => {
          refreshSession();
          void navigate(to, { replace: true });
        }}
      />
    </IdentityPage>
  );
}
