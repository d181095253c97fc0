import { useNavigate } from 'react-router';
import { IdentityPage } from '@/features/identity/components/identity-page';
import { VerificationFlowView } from '@/features/identity/components/flow-views';

export function Component() {
  const navigate = useNavigate();
  return (
    <IdentityPage titleKey="pages.verification">
      <VerificationFlowView onComplete={(to) => void navigate(to, { replace: true })} />
    </IdentityPage>
  );
}
