import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams } from 'react-router';
import { SettingsSectionContent } from '@/app/settings-section-content';
import { settingsSectionsOf } from '@/app/settings-sections';
import { usePageTitle } from '@/app/use-page-title';
import { phoneQuery } from '@/components/ui/breakpoints';
import { useMediaQuery } from '@/components/ui/dialog/use-media-query';
import { SectionNav } from '@/components/ui/section-nav';
import { identityQueryOptions } from '@/features/session/api/get-identity';
import { identityKeys } from '@/features/session/api/keys';
import { authenticationStatus } from '@/features/session/session';
import styles from '@/features/auth/settings/settings.module.css';

/**
 * /settings/{section}: profile and language; security (password, two-factor methods,
 * sessions); payout wallet and promo code; watcher links; notifications; removal request.
 * Tabs from 600 px (/settings opens the first section); on phones /settings is the list
 * of sections and each section has a way back to it.
 */
export function Component() {
  const { t } = useTranslation();
  const { section } = useParams();
  const { search } = useLocation();
  const phone = useMediaQuery(phoneQuery);
  const queryClient = useQueryClient();
  const identity = useQuery(identityQueryOptions);
  const sections = settingsSectionsOf(identity.data);
  const current = sections.find((id) => id === section);
  const settingsTitle = t('pages.settings.title');
  usePageTitle(current ? `${t(`pages.settings.sections.${current}.title`)} · ${settingsTitle}` : settingsTitle);
  // Methods set up here change the credentials the rest of the app shows (the 2FA banner);
  // not on the way out of a sign-out, when there is nobody left to ask about.
  useEffect(
    () => () => {
      if (authenticationStatus() === 'authenticated')
        void queryClient.invalidateQueries({ queryKey: identityKeys.current });
    },
    [queryClient],
  );

  // The identity service sends a settings flow back to /settings?flow= (its settings UI address).
  if (section === undefined && new URLSearchParams(search).has('flow')) {
    return <Navigate to={`/settings/security${search}`} replace />;
  }
  if (section === undefined && !phone) return <Navigate to={`/settings/${sections[0]}`} replace />;
  // A section this account does not open, or none of that name: the list.
  if (section !== undefined && !current && !identity.isPending) return <Navigate to="/settings" replace />;

  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>{settingsTitle}</h1>
      <SectionNav
        label={t('pages.settings.navigation')}
        asList={section === undefined}
        current={current && `/settings/${current}`}
        back={{ to: '/settings', label: t('pages.settings.back') }}
        items={sections.map((id) => ({
          to: `/settings/${id}`,
          label: t(`pages.settings.sections.${id}.title`),
          description: t(`pages.settings.sections.${id}.description`),
        }))}
      />
      {current ? (
        <div className={styles.sections}>
          <h2 className={styles.sectionTitle}>{t(`pages.settings.sections.${current}.title`)}</h2>
          <SettingsSectionContent id={current} identity={identity.data} />
        </div>
      ) : null}
    </div>
  );
}
