import { useNavigate } from 'react-router';
import { IdentityFrame } from '@/app/identity-frame';
import { RecoveryFlowView } from '@/features/auth/components/flow-views';
import { refreshSession } from '@/features/session/session';

export function Component() {
  const navigate = useNavigate();
  return (
    <IdentityFrame titleKey="pages.recovery">
      <RecoveryFlowView
        onComplete={(to) => {
          // A completed recovery signs the visitor in; the password page follows.
          refreshSession();
          void navigate(to, { replace: true });
        }}
      />
    </IdentityFrame>
  );
}
