import { useQuery, type UseMutationResult, type UseQueryResult } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { feeCommentMaxLength, percentSchema, type Fee } from '@pool/contract';
import { Badge, type Tone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Table, type Column } from '@/components/ui/data-table';
import { FormMessage } from '@/components/ui/form-message';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast/toast-store';
import { LoadError } from '@/components/ui/load-error';
import { formatDay, formatPercent } from '@/lib/format';
import { operatorFeesQueryOptions } from '../api/get-operator-fees';
import { useSetOperatorFee, type NewOperatorFee } from '../api/set-operator-fee';
import { poolFeesQueryOptions } from '../api/get-pool-fees';
import { useSetPoolFee } from '../api/set-pool-fee';
import { feeState, utcDay, type FeeState } from '../fee-state';
import { useFormErrors, type FormErrors } from '@/lib/form-errors';
import { fieldErrorKeyFor } from '../account-name';
import styles from './customers.module.css';
import pageStyles from '@/components/ui/page.module.css';
import formLayout from '@/components/ui/form-layout.module.css';

export interface FeeScheduleProps {
  operatorId: string;
  minerId: string;
  /** The operator's owners and admins set the fee; others read it. */
  canManage: boolean;
  /** The clock the states count from (tests pass one). */
  now?: () => Date;
}

const stateTones: Record<FeeState, Tone> = { past: 'neutral', current: 'success', scheduled: 'info' };

/**
 * The operator's fee on its customer (spec §3 "Fee", §5, §9): past, current and scheduled
 * items, and the form that schedules a new fee from 00:00 UTC tomorrow.
 */
export function FeeSchedule({ operatorId, minerId, canManage, now }: FeeScheduleProps) {
  const fees = useQuery(operatorFeesQueryOptions(operatorId, minerId));
  return (
    <FeeScheduleCard
      fees={fees}
      schedule={useSetOperatorFee(operatorId, minerId)}
      canManage={canManage}
      texts="customers.fees"
      now={now}
    />
  );
}

/**
 * The pool's fee of a miner account, for pool staff: the same schedule and form as the
 * operator's fee (a new fee from 00:00 UTC tomorrow), set by the pool's owners and admins.
 */
export function PoolFeeSchedule({ minerId, canManage, now }: Omit<FeeScheduleProps, 'operatorId'>) {
  const fees = useQuery(poolFeesQueryOptions(minerId));
  return (
    <FeeScheduleCard
      fees={fees}
      schedule={useSetPoolFee(minerId)}
      canManage={canManage}
      texts="customers.poolFees"
      now={now}
    />
  );
}

interface FeeScheduleCardProps {
  fees: UseQueryResult<Fee[]>;
  /** Schedules a new fee. */
  schedule: UseMutationResult<Fee, Error, NewOperatorFee>;
  canManage: boolean;
  /** Whose fee the heading, table and form name: the operator's or the pool's. */
  texts: 'customers.fees' | 'customers.poolFees';
  now: (() => Date) | undefined;
}

function FeeScheduleCard({ fees, schedule, canManage, texts, now = () => new Date() }: FeeScheduleCardProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const headingId = useId();
  const today = utcDay(now(), 0);
  const tomorrow = utcDay(now(), 1);
  const [percent, setPercent] = useState('');
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<FormErrors>({ fields: {} });
  const toErrors = useFormErrors(fieldErrorKeyFor('general'));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = percent.trim().replace(',', '.');
    if (!percentSchema.safeParse(value).success) {
      setErrors({ fields: { percent: t('customers.fees.percentInvalid') } });
      return;
    }
    setErrors({ fields: {} });
    schedule.mutate(
      { percent: value, ...(comment.trim() ? { comment: comment.trim() } : {}) },
      {
        onSuccess: () => {
          setPercent('');
          setComment('');
          toast.success(t('toasts.success'));
        },
        onError: (error) => setErrors(toErrors(error)),
      },
    );
  };

  const columns: Column<Fee>[] = [
    {
      key: 'start',
      header: t('customers.fees.columns.start'),
      cell: (fee) => t('customers.fees.dayStart', { day: formatDay(fee.start_date, language) }),
    },
    {
      key: 'end',
      header: t('customers.fees.columns.end'),
      cell: (fee) =>
        fee.end_date
          ? t('customers.fees.dayStart', { day: formatDay(fee.end_date, language) })
          : t('customers.fees.open'),
    },
    {
      key: 'percent',
      header: t('customers.fees.columns.percent'),
      numeric: true,
      cell: (fee) => formatPercent(Number(fee.percent), language),
    },
    { key: 'comment', header: t('customers.fees.columns.comment'), cell: (fee) => fee.comment ?? '—' },
    {
      key: 'state',
      header: t('customers.fees.columns.state'),
      cell: (fee) => {
        const state = feeState(fee, today);
        // In a card (≤ 1023 px) the cell is a grid: the span keeps the badge its own width.
        return (
          <span>
            <Badge tone={stateTones[state]}>{t(`customers.fees.states.${state}`)}</Badge>
          </span>
        );
      },
    },
  ];

  let body;
  if (fees.isError && !fees.data)
    body = <LoadError text={t('customers.fees.error')} onRetry={() => void fees.refetch()} />;
  else if (!fees.data)
    body = (
      <div className={pageStyles.skeleton} style={{ height: 120 }} role="status" aria-busy="true">
        <span className="visually-hidden">{t('common.loading')}</span>
      </div>
    );
  else
    body = (
      <Table
        caption={t(`${texts}.tableLabel`)}
        columns={columns}
        rows={fees.data}
        rowKey={(fee) => fee.start_date}
        busy={fees.isFetching}
      />
    );

  return (
    <section aria-labelledby={headingId} className={styles.formCard}>
      <h2 id={headingId}>{t(`${texts}.heading`)}</h2>
      <p className={formLayout.hint}>{t('customers.fees.rule', { day: formatDay(tomorrow, language) })}</p>
      {body}
      {canManage ? (
        <form onSubmit={submit} noValidate className={formLayout.row} aria-label={t(`${texts}.formLabel`)}>
          <TextField
            label={t('customers.fees.percentLabel')}
            inputMode="decimal"
            value={percent}
            autoComplete="off"
            messages={errors.fields.percent ? [{ key: 'error', text: errors.fields.percent, type: 'error' }] : []}
            onChange={(event) => setPercent(event.target.value)}
          />
          <TextField
            label={t('customers.fees.commentLabel')}
            value={comment}
            maxLength={feeCommentMaxLength}
            autoComplete="off"
            messages={errors.fields.comment ? [{ key: 'error', text: errors.fields.comment, type: 'error' }] : []}
            onChange={(event) => setComment(event.target.value)}
          />
          <Button type="submit" disabled={schedule.isPending}>
            {t('customers.fees.submit', { day: formatDay(tomorrow, language) })}
          </Button>
        </form>
      ) : null}
      {errors.form ? <FormMessage type="error">{errors.form}</FormMessage> : null}
    </section>
  );
}
