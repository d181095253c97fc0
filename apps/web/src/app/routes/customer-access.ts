import { useQuery } from '@tanstack/react-query';
import type { Permission } from '@pool/contract';
import type { CustomerSection } from '@/features/customers/components/customer-nav';
import { activePermissionOf } from '@/features/session/active-permission';
import { identityQueryOptions } from '@/features/session/api/get-identity';
import { canOpenPage } from '@/lib/access';
import { accountOf, type AccountRef } from '@/lib/account';

export interface CustomerAccess {
  permission: Permission | undefined;
  /** The active operator or pool whose customers the pages show; undefined for other accounts. */
  owner: AccountRef | undefined;
  showBalance: boolean;
  /** The operator's fee: payments access without total_fee_hide. */
  showFee: boolean;
  /** Who has access to the customer (the access-control page of the operator's access). */
  showAccess: boolean;
  sections: CustomerSection[];
}

/**
 * What the active permission opens on the customer pages (spec §6): the server decides
 * every call again; this only leaves out what would be refused.
 */
export function useCustomerAccess(): CustomerAccess {
  const { data: identity } = useQuery(identityQueryOptions);
  const permission = identity && activePermissionOf(identity.permissions);
  const account = accountOf(permission);
  const owner = account && account.kind !== 'miners' ? account : undefined;
  const showBalance = canOpenPage(permission, 'payments');
  const showFee = showBalance && !permission?.sections.includes('total_fee_hide');
  const workers = canOpenPage(permission, 'workers');
  const sections: CustomerSection[] = [
    'dashboard',
    ...(workers ? (['workers'] as const) : []),
    ...(showBalance ? (['payments'] as const) : []),
    'settings',
  ];
  return {
    permission,
    owner,
    showBalance,
    showFee,
    showAccess: canOpenPage(permission, 'accessControl'),
    sections,
  };
}
