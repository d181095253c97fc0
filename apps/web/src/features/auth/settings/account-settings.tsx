import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FlowForm } from '../components/flow-form';
import { FlowMessages } from '../components/flow-messages';
import { FlowView } from '../components/flow-view';
import { OtherSessionsNotice, PasswordRules } from '../components/password-rules';
import { hasGroup } from '../nodes';
import type { SettingsFlow } from '../types';
import { useSettingsFlow, type FlowState } from '../use-flow';
import styles from './settings.module.css';
import card from '@/components/ui/card.module.css';

function GroupForm({
  state,
  flow,
  group,
  label,
}: {
  state: FlowState<'settings'>;
  flow: SettingsFlow;
  group: string;
  label: string;
}) {
  return (
    <FlowForm
      key={`${state.version}-${group}`}
      flow={flow}
      groups={[group]}
      onSubmit={state.submit}
      submitting={state.submitting}
      showMessages={false}
      label={label}
      fieldHints={group === 'password' ? { password: <PasswordRules /> } : undefined}
    />
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={`${card.card} ${card.stack}`} aria-labelledby={id}>
      <h2 id={id} className={card.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * The identity parts of /settings from one settings flow: password, and two-factor
 * (authenticator app with QR code and secret; backup codes reveal, regenerate, confirm,
 * disable; security keys add and remove). Each part is its own form over its group.
 */
export function AccountSettings() {
  const { t } = useTranslation();
  const state = useSettingsFlow();
  const flow = state.flow;
  if (!flow || state.loading) return <FlowView state={state} />;
  const nodes = flow.ui.nodes;
  const twoFactor = [
    { group: 'totp', title: t('identity.settings.twoFactor.totp') },
    { group: 'lookup_secret', title: t('identity.settings.twoFactor.lookup') },
    { group: 'webauthn', title: t('identity.settings.twoFactor.webauthn') },
  ].filter((item) => hasGroup(nodes, item.group));

  return (
    <div className={styles.sections}>
      <FlowMessages messages={flow.ui.messages} />
      {state.error ? (
        <p className={styles.error} role="alert">
          {state.error}
        </p>
      ) : null}
      {hasGroup(nodes, 'password') ? (
        <Section id="settings-password" title={t('identity.settings.password.title')}>
          <GroupForm state={state} flow={flow} group="password" label={t('identity.settings.password.title')} />
          <OtherSessionsNotice />
        </Section>
      ) : null}
      <Section id="settings-two-factor" title={t('identity.settings.twoFactor.title')}>
        {twoFactor.length === 0 ? <p className={styles.muted}>{t('identity.settings.twoFactor.none')}</p> : null}
        {twoFactor.map((item) => (
          <div key={item.group} className={styles.part}>
            <h3 className={styles.subheading}>{item.title}</h3>
            <GroupForm state={state} flow={flow} group={item.group} label={item.title} />
          </div>
        ))}
      </Section>
    </div>
  );
}
