import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';
import type { FlowKind } from '../types';
import type { FlowState } from '../use-flow';
import { FlowForm } from './flow-form';
import styles from './identity-page.module.css';

export interface FlowViewProps<K extends FlowKind> {
  state: FlowState<K>;
  /** Only these node groups (plus default). */
  groups?: readonly string[];
  label?: string;
  /** Shown under the form once a form is there. */
  children?: ReactNode;
  /** Shown under the field of that name (FlowForm's `fieldHints`). */
  fieldHints?: Readonly<Record<string, ReactNode>>;
  /**
   * Shown after the form's block once a form is there, the fresh flow's stand-in included
   * (the pool's offer): shown before, it would move down when the form arrives, a layout
   * shift on every first visit.
   */
  after?: ReactNode;
}

/** The stand-in form is busy until the real flow replaces it: nothing to send yet. */
const ignore = () => undefined;

/** A flow's form with its loading and failure states. */
export function FlowView<K extends FlowKind>({ state, groups, label, children, fieldHints, after }: FlowViewProps<K>) {
  const { t } = useTranslation();
  if (state.error && !state.flow) {
    return (
      <div className={styles.stack}>
        <FormMessage type="error">{state.error}</FormMessage>
        <Button kind="transparent" onClick={state.restart}>
          {t('identity.errors.retry')}
        </Button>
      </div>
    );
  }
  const { placeholder } = state;
  const shown = placeholder ?? (state.loading ? undefined : state.flow);
  if (!shown) {
    return (
      <p className={styles.muted} role="status">
        {t('identity.loading')}
      </p>
    );
  }
  return (
    <>
      <div className={styles.stack}>
        {state.error ? <FormMessage type="error">{state.error}</FormMessage> : null}
        <FlowForm
          key={placeholder ? 'fresh' : state.version}
          flow={shown}
          groups={groups}
          onSubmit={placeholder ? ignore : state.submit}
          submitting={placeholder ? true : state.submitting}
          label={label}
          fieldHints={fieldHints}
        />
        {children}
      </div>
      {after}
    </>
  );
}
