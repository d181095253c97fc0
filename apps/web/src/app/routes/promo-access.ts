import { useQuery } from '@tanstack/react-query';
import { activePermissionOf } from '@/features/session/active-permission';
import { identityQueryOptions } from '@/features/session/api/get-identity';

/** Whether the active permission is the platform's: the promo code screens are theirs (the server checks it too). */
export function useIsPlatform(): boolean {
  const { data: identity } = useQuery(identityQueryOptions);
  return Boolean(identity && activePermissionOf(identity.permissions)?.type === 'platform');
}
