import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { safeReturnTo } from '../flow-error';
import { useLoginFlow, useRecoveryFlow, useRegistrationFlow, useSettingsFlow, useVerificationFlow } from '../use-flow';
import { FlowView } from './flow-view';
import { OtherSessionsNotice, PasswordRules } from './password-rules';
import styles from './identity-page.module.css';

export interface CompletableProps {
  /** The flow is done; the route refreshes the session and goes to `to` (an app path). */
  onComplete: (to: string) => void;
  /** Keeps the flow id out of the address (several flows on one page). */
  inMemory?: boolean;
  /** Hides the links to the other auth pages. */
  hideLinks?: boolean;
  /** Shown after the form once the flow is there (FlowView's `after`). */
  after?: ReactNode;
}

/** The password rules right under the password field, where they are read while typing. */
const passwordHints = { password: <PasswordRules /> };

/** The query to carry between auth pages: everything but the flow id. */
function useCarriedQuery(): string {
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  params.delete('flow');
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function LoginFlowView({ onComplete, inMemory, hideLinks, after }: CompletableProps) {
  const { t } = useTranslation();
  const query = useCarriedQuery();
  const state = useLoginFlow({ onComplete, inMemory });
  return (
    <FlowView state={state} label={t('pages.login.title')} after={after}>
      {hideLinks ? null : (
        <p className={styles.links}>
          <Link to={`/auth/recovery${query}`}>{t('identity.login.forgotPassword')}</Link>
          <span>
            {t('identity.login.noAccount')}{' '}
            <Link to={`/auth/registration${query}`}>{t('identity.login.register')}</Link>
          </span>
        </p>
      )}
    </FlowView>
  );
}

export function RegistrationFlowView({ onComplete, inMemory, hideLinks, after }: CompletableProps) {
  const { t } = useTranslation();
  const query = useCarriedQuery();
  const state = useRegistrationFlow({ onComplete, inMemory });
  return (
    <FlowView state={state} label={t('pages.registration.title')} fieldHints={passwordHints} after={after}>
      {hideLinks ? null : (
        <p className={styles.links}>
          <span>
            {t('identity.registration.haveAccount')}{' '}
            <Link to={`/auth/login${query}`}>{t('identity.registration.login')}</Link>
          </span>
        </p>
      )}
    </FlowView>
  );
}

export function RecoveryFlowView({ onComplete }: Pick<CompletableProps, 'onComplete'>) {
  const { t } = useTranslation();
  const query = useCarriedQuery();
  const state = useRecoveryFlow({ onComplete });
  return (
    <FlowView state={state} label={t('pages.recovery.title')}>
      <p className={styles.links}>
        <span>
          {t('identity.recovery.remember')} <Link to={`/auth/login${query}`}>{t('identity.recovery.login')}</Link>
        </span>
      </p>
    </FlowView>
  );
}

export function VerificationFlowView({ onComplete }: Pick<CompletableProps, 'onComplete'>) {
  const { t } = useTranslation();
  const state = useVerificationFlow({ onComplete });
  const passed = state.flow?.state === 'passed_challenge';
  return (
    <FlowView state={state} label={t('pages.verification.title')}>
      {passed ? (
        <p className={styles.links}>
          <Link to={safeReturnTo(state.flow?.return_to)}>{t('identity.verification.continue')}</Link>
        </p>
      ) : null}
    </FlowView>
  );
}

/** A settings flow showing only its password group (/auth/password, after recovery). */
export function PasswordFlowView({ onComplete }: { onComplete: () => void }) {
  const { t } = useTranslation();
  const state = useSettingsFlow({ onComplete, onUpdated: onComplete });
  return (
    <FlowView state={state} groups={['password']} label={t('pages.password.title')} fieldHints={passwordHints}>
      <OtherSessionsNotice />
    </FlowView>
  );
}
