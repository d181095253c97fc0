import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { Permission } from '@pool/contract';
import { storeActivePermission } from './active-permission';
import { identityQueryOptions } from './api/get-identity';

/**
 * Makes a permission the active account and goes to `path` in it. Everything account-scoped
 * hangs off the account, so its cached reads are dropped; the identity (and its navigation)
 * stays.
 */
export function useSwitchAccount(): (permission: Permission, path: string) => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (permission, path) => {
    storeActivePermission(permission.id);
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== identityQueryOptions.queryKey[0] });
    void navigate(path, { replace: true });
  };
}
