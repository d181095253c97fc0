import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { percentSchema, walletChangeCodeSchema, type ProfitSharing, type ProfitSharingStatus } from '@pool/contract';
import { Badge, type Tone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Table, type Column } from '@/components/ui/data-table';
import { ConfirmChangeDialog } from '@/components/ui/dialog/confirm-change-dialog';
import { ConfirmDialog } from '@/components/ui/dialog/confirm-dialog';
import { Dialog } from '@/components/ui/dialog/dialog';
import { FormMessage } from '@/components/ui/form-message';
import { PageHeader } from '@/components/ui/page-header';
import { StatCard } from '@/components/ui/stat-card';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast/toast-store';
import { LoadError } from '@/components/ui/load-error';
import { ApiError } from '@/lib/api-client';
import { formatDay, formatPercent } from '@/lib/format';
import { useFormErrors, type FormErrors } from '@/lib/form-errors';
import { profitSharingsQueryOptions } from '../api/get-profit-sharings';
import { lookupAccount } from '../api/lookup-account';
import { sharingKeys } from '../api/keys';
import { sendProfitSharingCode } from '../api/send-profit-sharing-code';
import { setProfitSharing } from '../api/set-profit-sharing';
import { useStopProfitSharing } from '../api/stop-profit-sharing';
import card from '@/components/ui/card.module.css';
import pageStyles from '@/components/ui/page.module.css';
import styles from './sharing.module.css';
import formLayout from '@/components/ui/form-layout.module.css';

const statusTones: Record<ProfitSharingStatus, Tone> = { scheduled: 'info', current: 'success', past: 'neutral' };

export interface ProfitSharingPageProps {
  donorId: string;
  title: string;
  accountName: string | undefined;
  /** The account's owners and admins change splits (the server decides; this only hides the forms). */
  canManage: boolean;
}

/** A split asked for, waiting for its confirmation. */
interface SplitRequest {
  recipientId: string;
  recipientName: string;
  percent: string;
}

/** "12,5" or " 12.5 " as the contract's percent text, or undefined. */
function percentText(input: string): string | undefined {
  const value = input.trim().replace(',', '.');
  return percentSchema.safeParse(value).success ? value : undefined;
}

/**
 * /profit-sharing (product §3 "Profit split", §5, §9): what the account gives of its daily
 * reward after fees, to whom, from when and until when; adding, changing and stopping a
 * split, each from 00:00 UTC the next day, as the page says before anything is saved.
 */
export function ProfitSharingPage({ donorId, title, accountName, canManage }: ProfitSharingPageProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const splits = useQuery(profitSharingsQueryOptions(donorId));
  const [changing, setChanging] = useState<ProfitSharing | undefined>();
  const [stopping, setStopping] = useState<ProfitSharing | undefined>();
  const [confirming, setConfirming] = useState<SplitRequest & { attempt: number }>();
  // Why the server refused the last split asked for (over 100 %, a day already credited).
  const [refusal, setRefusal] = useState<string>();
  const confirm = (request: SplitRequest) => {
    setChanging(undefined);
    setRefusal(undefined);
    setConfirming({ ...request, attempt: (confirming?.attempt ?? 0) + 1 });
  };
  const stop = useStopProfitSharing(donorId, {
    onSuccess: () => {
      setStopping(undefined);
      toast.success(t('toasts.success'));
    },
    onError: () => toast.error(t('toasts.error'), { description: t('toasts.errorDescription') }),
  });

  const data = splits.data;
  const startDay = data ? formatDay(data.changes_start, language) : '';
  // A recipient's newest item that is not over is the one its actions change.
  const latest = new Map<string, ProfitSharing>();
  for (const item of data?.data ?? []) {
    const seen = latest.get(item.recipient_id);
    if (item.status !== 'past' && (!seen || seen.start_date < item.start_date)) latest.set(item.recipient_id, item);
  }
  const dayStart = (day: string) => t('profitSharing.dayStart', { day: formatDay(day, language) });

  const columns: Column<ProfitSharing>[] = [
    { key: 'recipient', header: t('profitSharing.columns.recipient'), cell: (item) => item.recipient_account_name },
    {
      key: 'percent',
      header: t('profitSharing.columns.percent'),
      numeric: true,
      cell: (item) => formatPercent(Number(item.percent), language),
    },
    { key: 'start', header: t('profitSharing.columns.start'), cell: (item) => dayStart(item.start_date) },
    {
      key: 'end',
      header: t('profitSharing.columns.end'),
      cell: (item) => (item.end_date ? dayStart(item.end_date) : t('profitSharing.open')),
    },
    {
      key: 'type',
      header: t('profitSharing.columns.type'),
      cell: (item) => t(`profitSharing.types.${item.sharing_type}`),
    },
    {
      key: 'status',
      header: t('profitSharing.columns.status'),
      cell: (item) => (
        <span>
          <Badge tone={statusTones[item.status]}>{t(`profitSharing.statuses.${item.status}`)}</Badge>
        </span>
      ),
    },
    ...(canManage
      ? [
          {
            key: 'actions',
            header: t('profitSharing.columns.actions'),
            cell: (item: ProfitSharing) =>
              latest.get(item.recipient_id) === item ? (
                <span className={styles.actions}>
                  <Button
                    kind="transparent"
                    size="xs"
                    onClick={() => setChanging(item)}
                    aria-label={t('profitSharing.changeFor', { name: item.recipient_account_name })}
                  >
                    {t('profitSharing.change')}
                  </Button>
                  {item.end_date === null ? (
                    <Button
                      kind="transparent"
                      size="xs"
                      onClick={() => setStopping(item)}
                      aria-label={t('profitSharing.stopFor', { name: item.recipient_account_name })}
                    >
                      {t('profitSharing.stop')}
                    </Button>
                  ) : null}
                </span>
              ) : null,
          },
        ]
      : []),
  ];

  let body;
  if (splits.isError && !data)
    body = <LoadError text={t('profitSharing.error')} onRetry={() => void splits.refetch()} />;
  else if (!data)
    body = (
      <div className={pageStyles.skeleton} style={{ height: 160 }} role="status" aria-busy="true">
        <span className="visually-hidden">{t('common.loading')}</span>
      </div>
    );
  else if (data.data.length === 0)
    body = (
      <div className={pageStyles.empty}>
        <p className={pageStyles.emptyTitle}>{t('profitSharing.empty')}</p>
      </div>
    );
  else
    body = (
      <Table
        caption={t('profitSharing.tableLabel')}
        columns={columns}
        rows={data.data}
        rowKey={(item) => `${item.recipient_id}:${item.start_date}`}
        busy={splits.isFetching}
      />
    );

  return (
    <section className={pageStyles.page} aria-labelledby="page-title">
      <PageHeader title={title} account={accountName} />
      <p className={formLayout.hint}>{t('profitSharing.about')}</p>
      {data ? (
        <div className={styles.cards}>
          <StatCard title={t('profitSharing.totalToday')}>
            <span className={styles.value}>{formatPercent(Number(data.total_today), language)}</span>
          </StatCard>
          <StatCard title={t('profitSharing.totalFrom', { day: startDay })}>
            <span className={styles.value}>{formatPercent(Number(data.total_tomorrow), language)}</span>
          </StatCard>
        </div>
      ) : null}
      {body}
      {canManage && data ? (
        <NewSplitForm startDay={startDay} left={100 - Number(data.total_tomorrow)} onRequest={confirm} />
      ) : null}
      {refusal ? <FormMessage type="error">{refusal}</FormMessage> : null}
      {changing && data ? (
        <ChangeSplitDialog
          item={changing}
          startDay={startDay}
          onRequest={confirm}
          onClose={() => setChanging(undefined)}
        />
      ) : null}
      {confirming ? (
        <ConfirmSplitDialog
          key={confirming.attempt}
          donorId={donorId}
          request={confirming}
          startDay={startDay}
          onRefused={setRefusal}
          onClose={() => setConfirming(undefined)}
        />
      ) : null}
      <ConfirmDialog
        open={stopping !== undefined}
        title={t('profitSharing.stopTitle', { name: stopping?.recipient_account_name ?? '' })}
        confirmLabel={t('profitSharing.stopConfirm')}
        pending={stop.isPending}
        onConfirm={() => stopping && stop.mutate(stopping.recipient_id)}
        onClose={() => setStopping(undefined)}
      >
        <p>{t('profitSharing.stopText', { name: stopping?.recipient_account_name ?? '', day: startDay })}</p>
      </ConfirmDialog>
    </section>
  );
}

/** Adds a split: the recipient by account name, the percent, from 00:00 UTC tomorrow (after its confirmation). */
function NewSplitForm({
  startDay,
  left,
  onRequest,
}: {
  startDay: string;
  left: number;
  onRequest: (request: SplitRequest) => void;
}) {
  const { t, i18n } = useTranslation();
  const [name, setName] = useState('');
  const [percent, setPercent] = useState('');
  const [errors, setErrors] = useState<FormErrors>({ fields: {} });
  const [looking, setLooking] = useState(false);
  const toErrors = useFormErrors();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = percentText(percent);
    const fields: Record<string, string> = {};
    if (!name.trim()) fields.recipient = t('validation.required');
    if (!value) fields.percent = t('profitSharing.percentInvalid');
    setErrors({ fields });
    if (Object.keys(fields).length > 0 || !value) return;
    setLooking(true);
    try {
      const recipient = await lookupAccount(name.trim());
      onRequest({ recipientId: recipient.id, recipientName: recipient.account_name, percent: value });
    } catch (error) {
      setErrors(
        error instanceof ApiError && error.status === 404
          ? { fields: { recipient: t('fieldErrors.recipient_not_found') } }
          : toErrors(error),
      );
    } finally {
      setLooking(false);
    }
  };

  return (
    <section aria-labelledby="new-split-heading" className={`${card.card} ${card.stack}`}>
      <h2 id="new-split-heading" className={card.heading}>
        {t('profitSharing.newHeading')}
      </h2>
      <p className={formLayout.hint}>
        {t('profitSharing.rule', { day: startDay })}{' '}
        {t('profitSharing.left', { percent: formatPercent(Math.max(0, left), i18n.language) })}
      </p>
      <form onSubmit={(event) => void submit(event)} noValidate className={formLayout.row}>
        <TextField
          label={t('profitSharing.recipientLabel')}
          value={name}
          autoComplete="off"
          messages={errors.fields.recipient ? [{ key: 'error', text: errors.fields.recipient, type: 'error' }] : []}
          onChange={(event) => setName(event.target.value)}
        />
        <TextField
          label={t('profitSharing.percentLabel')}
          inputMode="decimal"
          value={percent}
          autoComplete="off"
          messages={errors.fields.percent ? [{ key: 'error', text: errors.fields.percent, type: 'error' }] : []}
          onChange={(event) => setPercent(event.target.value)}
        />
        <Button type="submit" disabled={looking}>
          {t('profitSharing.submit', { day: startDay })}
        </Button>
      </form>
      {errors.form ? <FormMessage type="error">{errors.form}</FormMessage> : null}
    </section>
  );
}

/** Changes a split's percent from 00:00 UTC tomorrow (a split with a stop scheduled goes on), after its confirmation. */
function ChangeSplitDialog({
  item,
  startDay,
  onRequest,
  onClose,
}: {
  item: ProfitSharing;
  startDay: string;
  onRequest: (request: SplitRequest) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [percent, setPercent] = useState(item.percent);
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = percentText(percent);
    if (!value) {
      setError(t('profitSharing.percentInvalid'));
      return;
    }
    onRequest({ recipientId: item.recipient_id, recipientName: item.recipient_account_name, percent: value });
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('profitSharing.changeTitle', { name: item.recipient_account_name })}
      size="s"
    >
      <form onSubmit={submit} noValidate className={card.stack}>
        <p className={formLayout.hint}>{t('profitSharing.rule', { day: startDay })}</p>
        <TextField
          label={t('profitSharing.percentLabel')}
          inputMode="decimal"
          value={percent}
          autoComplete="off"
          autoFocus
          messages={error ? [{ key: 'error', text: error, type: 'error' }] : []}
          onChange={(event) => setPercent(event.target.value)}
        />
        <Button type="submit">{t('profitSharing.submit', { day: startDay })}</Button>
      </form>
    </Dialog>
  );
}

/**
 * The split in full, then Confirm: a fresh second factor (the api client asks for it), or for
 * a user without one the code e-mailed for exactly this split. A refusal of the split itself
 * (over 100 %) closes the dialog and hands its reason to the page.
 */
function ConfirmSplitDialog({
  donorId,
  request,
  startDay,
  onRefused,
  onClose,
}: {
  donorId: string;
  request: SplitRequest;
  startDay: string;
  onRefused: (reason: string) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const toErrors = useFormErrors();
  const refresh = () => queryClient.invalidateQueries({ queryKey: sharingKeys.splits(donorId) });
  return (
    <ConfirmChangeDialog
      title={t('profitSharing.confirmTitle')}
      requestCode={() => sendProfitSharingCode(donorId, request.recipientId, request.percent)}
      isCode={(text) => walletChangeCodeSchema.safeParse(text).success}
      submit={(code) => setProfitSharing(donorId, { ...request, code })}
      onDone={() => {
        onClose();
        toast.success(t('toasts.success'), { description: t('profitSharing.saved', { day: startDay }) });
        void refresh();
      }}
      onValueError={(field) => {
        onClose();
        onRefused(Object.values(toErrors(new ApiError(400, 'invalid_input', [field])).fields)[0] ?? t('toasts.error'));
        void refresh();
      }}
      onClose={onClose}
    >
      <p>
        {t('profitSharing.confirmText', {
          day: startDay,
          percent: formatPercent(Number(request.percent), i18n.language),
          name: request.recipientName,
        })}
      </p>
    </ConfirmChangeDialog>
  );
}
