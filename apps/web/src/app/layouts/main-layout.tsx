import { useQuery } from '@tanstack/react-query';
import { LanguageSwitcher } from '@/features/config/language-switcher';
import { activePermissionOf, useStoredActivePermission } from '@/features/session/active-permission';
import { identityQueryOptions } from '@/features/session/api/get-identity';
import { AccountMenu } from '@/features/session/components/account-menu';
import { menuOf, navigationFor } from '@/features/session/navigation';
import { AppShell } from './app-shell';
import { SecondFactorNotice } from './second-factor-notice';

/**
 * The signed-in area, with the navigation of the active account. An account switch mounts
 * the area afresh (its key), so the page on screen reads the new account, not the old one.
 */
export function Component() {
  const { data: identity } = useQuery(identityQueryOptions);
  useStoredActivePermission();
  const active = identity && activePermissionOf(identity.permissions);
  return (
    <AppShell
      key={active?.id ?? 'none'}
      links={navigationFor(menuOf(identity, active))}
      actions={<AccountMenu language={<LanguageSwitcher />} />}
      languageInActions
      notice={<SecondFactorNotice />}
    />
  );
}
