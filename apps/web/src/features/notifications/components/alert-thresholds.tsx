import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { alertBounds, alertKinds, type AlertKind, type AlertSettings } from '@pool/contract';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast/toast-store';
import { useFormErrors } from '@/lib/form-errors';
import { alertSettingsQueryOptions, useSaveAlertSettings } from '../api/alert-settings';
import styles from './notifications.module.css';
import card from '@/components/ui/card.module.css';

/** The number each alert's threshold is kept in. */
const valueField = { hashrate_drop: 'percent', workers_down: 'count', no_shares: 'minutes' } as const;

type Draft = Record<AlertKind, { enabled: boolean; value: string }>;

const draftOf = (settings: AlertSettings): Draft => ({
  hashrate_drop: { enabled: settings.hashrate_drop.enabled, value: String(settings.hashrate_drop.percent) },
  workers_down: { enabled: settings.workers_down.enabled, value: String(settings.workers_down.count) },
  no_shares: { enabled: settings.no_shares.enabled, value: String(settings.no_shares.minutes) },
});

/**
 * The active miner account's alert thresholds (the "Alerts" notices): each alert on or off
 * with its number, checked against the contract's bounds here and again by the server, whose
 * field errors show beside their fields. Its owners and admins change them; others read them.
 */
export function AlertThresholds({ minerId, canManage }: { minerId: string; canManage: boolean }) {
  const settings = useQuery(alertSettingsQueryOptions(minerId));
  if (!settings.data) return null;
  // A new stored state (loaded, or saved) starts the form from it.
  return (
    <ThresholdsForm
      key={JSON.stringify(settings.data)}
      minerId={minerId}
      canManage={canManage}
      stored={settings.data}
    />
  );
}

function ThresholdsForm({
  minerId,
  canManage,
  stored,
}: {
  minerId: string;
  canManage: boolean;
  stored: AlertSettings;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const [draft, setDraft] = useState<Draft>(() => draftOf(stored));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formErrors = useFormErrors();
  const save = useSaveAlertSettings(minerId, {
    onSuccess: () => toast.success(t('alerts.saved')),
    onError: (error) => {
      const shown = formErrors(error);
      if (Object.keys(shown.fields).length > 0) return setErrors(shown.fields);
      toast.error(shown.form ?? t('toasts.error'));
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    for (const kind of alertKinds) {
      const value = Number(draft[kind].value);
      const { min, max } = alertBounds[kind];
      const name = `${kind}.${valueField[kind]}`;
      if (draft[kind].value.trim() === '' || !Number.isInteger(value)) found[name] = t('fieldErrors.invalid_input');
      else if (value < min) found[name] = t('fieldErrors.min_threshold', { min });
      else if (value > max) found[name] = t('fieldErrors.max_threshold', { max });
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate({
      hashrate_drop: { enabled: draft.hashrate_drop.enabled, percent: Number(draft.hashrate_drop.value) },
      workers_down: { enabled: draft.workers_down.enabled, count: Number(draft.workers_down.value) },
      no_shares: { enabled: draft.no_shares.enabled, minutes: Number(draft.no_shares.value) },
    });
  };

  return (
    <section className={`${card.card} ${card.stack}`} aria-labelledby={headingId}>
      <h2 id={headingId} className={card.heading}>
        {t('alerts.title')}
      </h2>
      <p className={styles.muted}>{t('alerts.description')}</p>
      <form className={styles.alerts} onSubmit={submit} noValidate aria-labelledby={headingId}>
        {alertKinds.map((kind) => {
          const name = `${kind}.${valueField[kind]}`;
          return (
            <fieldset key={kind} className={styles.alert} disabled={!canManage}>
              <legend className="visually-hidden">{t(`alerts.${kind}.on`)}</legend>
              <Checkbox
                label={t(`alerts.${kind}.on`)}
                checked={draft[kind].enabled}
                onChange={(change) =>
                  setDraft({ ...draft, [kind]: { ...draft[kind], enabled: change.target.checked } })
                }
              />
              <TextField
                label={t(`alerts.${kind}.value`)}
                type="number"
                inputMode="numeric"
                min={alertBounds[kind].min}
                max={alertBounds[kind].max}
                step={1}
                value={draft[kind].value}
                onChange={(change) => setDraft({ ...draft, [kind]: { ...draft[kind], value: change.target.value } })}
                messages={errors[name] ? [{ key: 'error', text: errors[name], type: 'error' }] : []}
              />
            </fieldset>
          );
        })}
        {canManage ? (
          <Button type="submit" disabled={save.isPending}>
            {t('alerts.save')}
          </Button>
        ) : (
          <p className={styles.muted}>{t('alerts.ownersOnly')}</p>
        )}
      </form>
    </section>
  );
}
