import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog/dialog';
import { FormMessage } from '@/components/ui/form-message';
import { createBrowserLoginFlow } from '../api/create-browser-login-flow';
import { getLoginFlow } from '../api/get-login-flow';
import { updateLoginFlow } from '../api/update-login-flow';
import { FlowForm } from '../components/flow-form';
import { failureTextKey, handleFlowError, redirectBrowser } from '../flow-error';
import { translateUiText } from '../messages';
import type { SecondFactorGroup } from './groups';
import type { FlowBody, LoginFlow } from '../types';
import { availableMethods, firstServerError } from './methods';
import styles from './second-factor.module.css';

export interface SecondFactorDialogProps {
  open: boolean;
  /** The second factor was accepted. */
  onSuccess: () => void;
  /** Closed without success, or while a submission was pending. */
  onDecline: () => void;
}

type Load = { state: 'loading' } | { state: 'ready'; flow: LoginFlow; version: number } | { state: 'failed' };

/**
 * Product §2/§4: a browser login flow at aal2 with refresh; a choice of totp, lookup secret
 * and security key (the first present is the default), a description of the selected
 * one, its form with the six-digit code field focused, and the first server message as
 * the error (cleared when the method changes).
 */
export function SecondFactorDialog({ open, onSuccess, onDecline }: SecondFactorDialogProps) {
  const { t, i18n } = useTranslation();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [chosen, setChosen] = useState<SecondFactorGroup>();
  const [error, setError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const succeeded = useRef(false);
  /** Counts openings; an answer for an earlier opening (closed meanwhile) must not count. */
  const opening = useRef(0);
  const active = useRef(false);
  const [attempt, setAttempt] = useState(0);
  const radioName = useId();
  const descriptionId = useId();
  const errorId = useId();

  const show = useCallback((flow: LoginFlow) => {
    setLoad((current) => ({ state: 'ready', flow, version: current.state === 'ready' ? current.version + 1 : 0 }));
  }, []);

  useEffect(() => {
    if (!open) return;
    let cancelled = false;
    succeeded.current = false;
    active.current = true;
    opening.current += 1;
    createBrowserLoginFlow({ aal: 'aal2', refresh: true })
      .then((flow) => {
        if (!cancelled) show(flow);
      })
      .catch(() => {
        if (!cancelled) setLoad({ state: 'failed' });
      });
    return () => {
      cancelled = true;
    };
  }, [open, attempt, show]);

  const flow = load.state === 'ready' ? load.flow : undefined;
  const methods = availableMethods(flow);
  const method = chosen && methods.includes(chosen) ? chosen : methods[0];

  const chooseMethod = (next: SecondFactorGroup) => {
    setChosen(next);
    setError(undefined);
  };

  const submit = async (body: FlowBody) => {
    if (!flow || !method) return;
    setSubmitting(true);
    setError(undefined);
    const mine = opening.current;
    const current = () => active.current && opening.current === mine;
    try {
      await updateLoginFlow(flow.id, body);
      if (!current()) return;
      succeed();
    } catch (reason) {
      const action = await handleFlowError<LoginFlow>(reason);
      if (!current()) return;
      switch (action.kind) {
        case 'render': {
          show(action.flow);
          const message = firstServerError(action.flow, method);
          setError(message ? translateUiText(t, message, i18n.language) : t('identity.errors.generic'));
          break;
        }
        case 'use-flow':
          try {
            show(await getLoginFlow(action.flowId));
            setError(t('identity.errors.flowExpired'));
          } catch {
            setAttempt((value) => value + 1);
          }
          break;
        case 'restart':
          setError(
            t(action.errorId === 'security_csrf_violation' ? 'identity.errors.csrf' : 'identity.errors.generic'),
          );
          setAttempt((value) => value + 1);
          break;
        case 'redirect':
          redirectBrowser(action.to);
          break;
        case 'signed-in':
          succeed();
          break;
        case 'fail':
          setError(t(failureTextKey(action)));
      }
    } finally {
      setSubmitting(false);
    }
  };

  const reset = () => {
    active.current = false;
    setLoad({ state: 'loading' });
    setChosen(undefined);
    setError(undefined);
  };

  const succeed = () => {
    succeeded.current = true;
    reset();
    onSuccess();
  };

  const close = () => {
    reset();
    if (!succeeded.current) onDecline();
  };

  return (
    <Dialog open={open} onClose={close} title={t('identity.secondFactor.title')} size="s">
      {load.state === 'loading' ? <p className={styles.muted}>{t('identity.loading')}</p> : null}
      {load.state === 'failed' ? (
        <div className={styles.body}>
          <FormMessage type="error">{t('identity.errors.generic')}</FormMessage>
          <Button
            kind="transparent"
            onClick={() => {
              setLoad({ state: 'loading' });
              setAttempt((value) => value + 1);
            }}
          >
            {t('identity.errors.retry')}
          </Button>
        </div>
      ) : null}
      {load.state === 'ready' && !method ? (
        <p className={styles.unavailable}>{t('identity.secondFactor.unavailable')}</p>
      ) : null}
      {load.state === 'ready' && method ? (
        <div className={styles.body}>
          <fieldset className={styles.methods} aria-describedby={descriptionId}>
            <legend className={styles.legend}>{t('identity.secondFactor.methodsLabel')}</legend>
            {methods.map((item) => (
              <label key={item} className={`${styles.method} ${item === method ? styles.selected : ''}`}>
                <input
                  type="radio"
                  name={radioName}
                  value={item}
                  checked={item === method}
                  onChange={() => chooseMethod(item)}
                />
                <span>{t(`identity.secondFactor.methods.${item}`)}</span>
              </label>
            ))}
          </fieldset>
          <p id={descriptionId} className={styles.muted}>
            {t(`identity.secondFactor.descriptions.${method}`)}
          </p>
          {error ? (
            <FormMessage id={errorId} type="error">
              {error}
            </FormMessage>
          ) : null}
          <FlowForm
            key={`${load.version}-${method}`}
            flow={load.flow}
            groups={[method]}
            onSubmit={submit}
            submitting={submitting}
            showMessages={false}
            autoFocus
            errorId={error ? errorId : undefined}
            label={t(`identity.secondFactor.methods.${method}`)}
          />
        </div>
      ) : null}
    </Dialog>
  );
}
