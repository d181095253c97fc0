import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { removalRequestStatusSchema, type RemovalRequest, type RemovalRequestStatus } from '@pool/contract';
import { Badge, type Tone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable, type Column } from '@/components/ui/data-table';
import { ConfirmDialog } from '@/components/ui/dialog/confirm-dialog';
import { FormMessage } from '@/components/ui/form-message';
import { PageHeader } from '@/components/ui/page-header';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast/toast-store';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { formatBtc } from '@/lib/format-btc';
import { useApproveRemoval } from '../api/approve-removal';
import { removalRequestsQueryOptions } from '../api/get-removal-requests';
import { useRejectRemoval } from '../api/reject-removal';
import styles from './removal-requests.module.css';
import pageStyles from '@/components/ui/page.module.css';

const statusTones: Record<RemovalRequestStatus, Tone> = { open: 'warning', done: 'success', rejected: 'neutral' };

/** The reasons an open request cannot be approved yet, in words (none: it can be). */
function useBlockers() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return (request: RemovalRequest): string[] => [
    ...(request.balance > 0
      ? [t('removalRequests.blockers.balance', { amount: formatBtc(request.balance, language) })]
      : []),
    ...(request.pending_payout > 0
      ? [t('removalRequests.blockers.pendingPayout', { amount: formatBtc(request.pending_payout, language) })]
      : []),
    ...(request.open_sub_accounts > 0
      ? [t('removalRequests.blockers.subAccounts', { count: request.open_sub_accounts })]
      : []),
    ...(request.mining_workers > 0 ? [t('removalRequests.blockers.mining', { count: request.mining_workers })] : []),
    ...(request.unrewarded_days > 0
      ? [t('removalRequests.blockers.rewardDue', { count: request.unrewarded_days })]
      : []),
  ];
}

/**
 * /removal-requests: pool staff's desk of the miners' own account removal requests (product
 * §4), open ones first, with who asked, when and what the account still holds. Staff who may
 * decide approve (the account is closed) once nothing is left on it, or reject with a reason
 * the miner is told; everyone else reads.
 */
export function RemovalRequestsPage({ poolId, title }: { poolId: string; title: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [status, setStatus] = useState<RemovalRequestStatus | undefined>('open');
  const [page, setPage] = useState(1);
  const requests = useQuery(removalRequestsQueryOptions(poolId, status, page));
  const blockersOf = useBlockers();
  const [deciding, setDeciding] = useState<{ request: RemovalRequest; decision: 'approve' | 'reject' }>();
  const [reason, setReason] = useState('');
  const [dialogError, setDialogError] = useState<string>();
  const close = () => {
    setDeciding(undefined);
    setReason('');
    setDialogError(undefined);
  };
  const failureText = (error: unknown) => {
    const code = error instanceof ApiError ? error.code : '';
    return i18n.exists(`errors.codes.${code}`) ? t(`errors.codes.${code}`) : t('toasts.error');
  };
  const approve = useApproveRemoval(poolId, {
    onSuccess: (request) => {
      close();
      toast.success(t('removalRequests.approved', { account: request.account_name }));
    },
    onError: (error) => setDialogError(failureText(error)),
  });
  const reject = useRejectRemoval(poolId, {
    onSuccess: (request) => {
      close();
      toast.success(t('removalRequests.rejected', { account: request.account_name }));
    },
    onError: (error) => setDialogError(failureText(error)),
  });
  const canDecide = requests.data?.can_decide ?? false;

  const columns: Column<RemovalRequest>[] = [
    {
      key: 'account',
      header: t('removalRequests.columns.account'),
      cell: (row) => (
        <span className={styles.stack}>
          <span className={styles.strong}>{row.account_name}</span>
          <span className={styles.muted}>{row.requester_email ?? t('removalRequests.requesterGone')}</span>
        </span>
      ),
    },
    {
      key: 'requested_at',
      header: t('removalRequests.columns.requested'),
      cell: (row) => formatDateTime(row.requested_at, language),
    },
    {
      key: 'balance',
      header: t('removalRequests.columns.balance'),
      numeric: true,
      cell: (row) => (
        <span className={styles.stack}>
          <span>{formatBtc(row.balance, language)}</span>
          {row.pending_payout > 0 ? (
            <span className={styles.muted}>
              {t('removalRequests.onItsWay', { amount: formatBtc(row.pending_payout, language) })}
            </span>
          ) : null}
        </span>
      ),
    },
    {
      key: 'status',
      header: t('removalRequests.columns.state'),
      cell: (row) => {
        const blockers = row.status === 'open' ? blockersOf(row) : [];
        return (
          <span className={styles.stack}>
            <span>
              <Badge tone={statusTones[row.status]}>{t(`removalRequests.status.${row.status}`)}</Badge>
            </span>
            {row.closed_at ? <span className={styles.muted}>{formatDateTime(row.closed_at, language)}</span> : null}
            {row.rejection_reason ? (
              <span className={styles.muted}>{t('removalRequests.reason', { reason: row.rejection_reason })}</span>
            ) : null}
            {blockers.map((blocker) => (
              <span key={blocker} className={styles.blocker}>
                {blocker}
              </span>
            ))}
          </span>
        );
      },
    },
    ...(canDecide
      ? [
          {
            key: 'actions',
            header: t('removalRequests.columns.actions'),
            cell: (row: RemovalRequest) =>
              row.status === 'open' ? (
                <span className={styles.actions}>
                  <Button
                    size="xs"
                    disabled={blockersOf(row).length > 0}
                    aria-label={t('removalRequests.approveAccount', { account: row.account_name })}
                    onClick={() => setDeciding({ request: row, decision: 'approve' })}
                  >
                    {t('removalRequests.approve')}
                  </Button>
                  <Button
                    size="xs"
                    kind="transparent"
                    aria-label={t('removalRequests.rejectAccount', { account: row.account_name })}
                    onClick={() => setDeciding({ request: row, decision: 'reject' })}
                  >
                    {t('removalRequests.reject')}
                  </Button>
                </span>
              ) : null,
          },
        ]
      : []),
  ];

  return (
    <div className={pageStyles.page}>
      <PageHeader title={title} account={undefined} />
      <p className={styles.intro}>{t('removalRequests.intro')}</p>
      <div className={styles.toolbar}>
        <SelectField
          label={t('removalRequests.filter')}
          value={status ?? 'all'}
          options={[
            ...removalRequestStatusSchema.options.map((value) => ({
              value,
              label: t(`removalRequests.filters.${value}`),
            })),
            { value: 'all', label: t('removalRequests.filters.all') },
          ]}
          onChange={(event) => {
            const value = event.target.value;
            setStatus(value === 'all' ? undefined : (value as RemovalRequestStatus));
            setPage(1);
          }}
        />
      </div>
      <DataTable
        caption={t('removalRequests.tableLabel')}
        columns={columns}
        query={requests}
        rowKey={(row) => row.id}
        emptyText={status === 'open' ? t('removalRequests.noneOpen') : t('removalRequests.none')}
        errorText={t('removalRequests.error')}
        onPage={setPage}
      />
      <ConfirmDialog
        open={deciding?.decision === 'approve'}
        title={t('removalRequests.approveTitle', { account: deciding?.request.account_name ?? '' })}
        confirmLabel={t('removalRequests.approve')}
        pending={approve.isPending}
        onConfirm={() => deciding && approve.mutate(deciding.request.id)}
        onClose={close}
      >
        <p>{t('removalRequests.approveText')}</p>
        {dialogError ? <FormMessage type="error">{dialogError}</FormMessage> : null}
      </ConfirmDialog>
      <ConfirmDialog
        open={deciding?.decision === 'reject'}
        title={t('removalRequests.rejectTitle', { account: deciding?.request.account_name ?? '' })}
        confirmLabel={t('removalRequests.reject')}
        pending={reject.isPending}
        onConfirm={() => deciding && reject.mutate({ requestId: deciding.request.id, reason })}
        onClose={close}
      >
        <p>{t('removalRequests.rejectText')}</p>
        <TextField
          label={t('removalRequests.reasonLabel')}
          value={reason}
          maxLength={500}
          onChange={(event) => setReason(event.target.value)}
        />
        {dialogError ? <FormMessage type="error">{dialogError}</FormMessage> : null}
      </ConfirmDialog>
    </div>
  );
}
