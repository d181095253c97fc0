import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { AccountRef } from '@/lib/account';
import { moneyVersionQueryOptions } from './api/get-money-version';
import { paymentKeys } from './api/keys';

/**
 * Keeps every money figure of the account on a page in step: the account's money version
 * is polled, and when it changes (a reward or payout run, a split, a payout confirmed)
 * all its money reads are reloaded together, so the balance never shows the old amount
 * beside a next payout that already has the new one.
 */
export function useMoneyRefresh(account: AccountRef): void {
  const queryClient = useQueryClient();
  const version = useQuery(moneyVersionQueryOptions(account)).data?.version;
  const seen = useRef(version);
  useEffect(() => {
    if (version === undefined) return;
    if (seen.current !== undefined && seen.current !== version)
      void queryClient.invalidateQueries({ queryKey: paymentKeys.money(account) });
    seen.current = version;
  }, [version, queryClient, account]);
}
