import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IdentityResponse, Navigation } from '@pool/contract';
import { toast } from '@/components/ui/toast/toast-store';
import { displayNameOf } from './access';
import { arrangeAccounts, toggled } from './account-list';
import { navigationQueryOptions } from './api/get-navigation';
import { useUpdateNavigation } from './api/update-navigation';

const noNavigation: Navigation = { pinned: [], bookmarked: [] };

/**
 * The account panel's list: the user's accounts searched by name (the search trails the
 * typing, so a long list never holds a keystroke back), pinned first, optionally only the
 * bookmarks; pinning and bookmarking are saved to the user's navigation.
 */
export function useAccountList(identity: IdentityResponse) {
  const { t } = useTranslation();
  const platformWord = t('account.platform');
  const userId = identity.user.id;
  const many = identity.permissions.length > 1;
  const { data: navigation = noNavigation } = useQuery({ ...navigationQueryOptions(userId), enabled: many });
  const save = useUpdateNavigation(userId, { onError: () => toast.error(t('accountPanel.saveFailed')) });
  const [query, setQuery] = useState('');
  const [onlyBookmarks, setOnlyBookmarks] = useState(false);
  const deferredQuery = useDeferredValue(query);
  const list = useMemo(
    () =>
      arrangeAccounts(identity.permissions, navigation, (permission) => displayNameOf(permission, platformWord), {
        query: deferredQuery,
        onlyBookmarks,
      }),
    [identity.permissions, navigation, platformWord, deferredQuery, onlyBookmarks],
  );
  return {
    /** A user with one account has nothing to switch to: the list is left out. */
    many,
    query,
    setQuery,
    onlyBookmarks,
    setOnlyBookmarks,
    list,
    /** Nothing matches because no account is bookmarked, not because of the search. */
    noBookmarks: onlyBookmarks && !deferredQuery.trim(),
    toggle: (which: keyof Navigation, permissionId: string) => save.mutate(toggled(navigation, which, permissionId)),
  };
}

export type AccountListState = ReturnType<typeof useAccountList>;
