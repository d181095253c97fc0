import { useQuery } from '@tanstack/react-query';
import { LanguageSwitcher } from '@/features/config/language-switcher';
import { activePermissionOf } from '@/features/session/active-permission';
import { identityQueryOptions } from '@/features/session/api/get-identity';
import { AccountMenu } from '@/features/session/components/account-menu';
import { navigationFor } from '@/features/session/navigation';
import { AppShell } from './app-shell';
import { SecondFactorNotice } from './second-factor-notice';

/** The signed-in area, with the navigation of the active account. */
export function Component() {
  const { data: identity } = useQuery(identityQueryOptions);
  const active = identity && activePermissionOf(identity.permissions);
  return (
    <AppShell
      links={navigationFor(active)}
      actions={<AccountMenu language={<LanguageSwitcher />} />}
      notice={<SecondFactorNotice />}
    />
  );
}
