import { useNavigate } from 'react-router';
import { IdentityFrame } from '@/app/identity-frame';
import { VerificationFlowView } from '@/features/auth/components/flow-views';

export function Component() {
  const navigate = useNavigate();
  return (
    <IdentityFrame titleKey="pages.verification">
      <VerificationFlowView onComplete={(to) => void navigate(to, { replace: true })} />
    </IdentityFrame>
  );
}
