import { useNavigate } from 'react-router';
import { IdentityFrame } from '@/app/identity-frame';
import { PoolOffer } from '@/app/pool-offer';
import { RegistrationFlowView } from '@/features/auth/components/flow-views';
import { refreshSession } from '@/features/session/session';

export function Component() {
  const navigate = useNavigate();
  return (
    <IdentityFrame titleKey="pages.registration">
      <RegistrationFlowView
        onComplete={(to) => {
          refreshSession();
          void navigate(to, { replace: true });
        }}
        after={<PoolOffer />}
      />
    </IdentityFrame>
  );
}
