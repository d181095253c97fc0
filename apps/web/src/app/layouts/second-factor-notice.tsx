import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { TwoFactorBanner } from '@/features/auth/second-factor/two-factor-banner';
import { identityQueryOptions } from '@/features/session/api/get-identity';

/** Product §2: the set-up-2FA banner, until a second factor exists (not on settings, where it is set up). */
export function SecondFactorNotice() {
  const { data: identity } = useQuery(identityQueryOptions);
  const { pathname } = useLocation();
  if (!identity) return null;
  return <TwoFactorBanner credentials={identity.credentials} hidden={pathname.startsWith('/settings')} />;
}
