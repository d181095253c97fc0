import { useQuery } from '@tanstack/react-query';
import { activePermissionOf } from '@/features/session/active-permission';
import { identityQueryOptions } from '@/features/session/api/get-identity';
import { can } from '@/lib/access';

/** Whether the active permission reads the platform area: the promo code screens are its (the server checks it too). */
export function useIsPlatform(): boolean {
  const { data: identity } = useQuery(identityQueryOptions);
  return can(identity && activePermissionOf(identity.permissions), 'platform_read');
}
