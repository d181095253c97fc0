import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  addressChangePauseHours,
  maxAddressLength,
  minimumPayoutFloor,
  payoutHourUtc,
  type Wallet,
} from '@pool/contract';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';
import { formatDateTime, formatUtcHour } from '@/lib/format';
import { formatBtc, parseBtc } from '@/lib/format-btc';
import { createWalletAddress } from '../api/create-wallet-address';
import { createWalletLimit } from '../api/create-wallet-limit';
import { minerWalletQueryOptions } from '../api/get-miner-wallet';
import { walletKeys } from '../api/keys';
import { limitProblem } from '../payout-limits';
import { ChangeForm } from './change-form';
import { AddressHistory, LimitHistory } from './wallet-history';
import styles from './wallets.module.css';
import card from '@/components/ui/card.module.css';
import pageStyles from '@/components/ui/page.module.css';

export interface WalletSettingsProps {
  minerId: string;
  /** Owners and admins change the wallet (the server's manage_wallet); others only read it. */
  canManage: boolean;
}

/**
 * Settings of a miner account: its payout wallet (product §3: the first of its wallets),
 * the address and the payout limits, with forms to change them and their history.
 */
export function WalletSettings({ minerId, canManage }: WalletSettingsProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const wallet = useQuery(minerWalletQueryOptions(minerId));
  let body;
  if (wallet.isError && wallet.data === undefined)
    body = (
      <div className={styles.state} role="alert">
        <p className={styles.stateText}>{t('money.wallet.error')}</p>
        <Button kind="transparent" size="xs" onClick={() => void wallet.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  else if (wallet.data === undefined)
    body = (
      <div className={`${pageStyles.skeleton} ${styles.walletSkeleton}`} role="status" aria-busy="true">
        <span className="visually-hidden">{t('common.loading')}</span>
      </div>
    );
  else if (wallet.data === null) body = <p className={styles.muted}>{t('money.wallet.noWallet')}</p>;
  else body = <WalletDetails minerId={minerId} wallet={wallet.data} canManage={canManage} />;
  return (
    <section className={`${card.card} ${card.stack}`} aria-labelledby={headingId}>
      <h2 id={headingId} className={card.heading}>
        {t('money.wallet.title')}
      </h2>
      <p className={styles.muted}>{t('money.wallet.description', { time: formatUtcHour(payoutHourUtc) })}</p>
      {body}
    </section>
  );
}

function WalletDetails({ minerId, wallet, canManage }: { minerId: string; wallet: Wallet; canManage: boolean }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: walletKeys.wallet(minerId) });
  const fields = useMemo(() => {
    const amount = (kind: 'min' | 'max') =>
      z
        .string()
        .trim()
        .min(1)
        .transform((text, ctx) => {
          const satoshi = parseBtc(text);
          if (satoshi === undefined) {
            ctx.addIssue({ code: 'custom', message: t('validation.decimal') });
            return z.NEVER;
          }
          const problem = limitProblem(kind, satoshi, wallet);
          if (problem) {
            ctx.addIssue({
              code: 'custom',
              message: t(`validation.${problem.rule}`, { value: formatBtc(problem.value, language) }),
            });
            return z.NEVER;
          }
          return satoshi;
        });
    return {
      address: z.string().trim().min(1).max(maxAddressLength),
      min: amount('min'),
      max: amount('max'),
    };
  }, [t, language, wallet]);

  return (
    <>
      <dl className={styles.facts}>
        <div className={`${styles.fact} ${styles.wideFact}`}>
          <dt>{t('money.wallet.address')}</dt>
          <dd>
            {wallet.address ? (
              <code className={styles.code}>{wallet.address}</code>
            ) : (
              <span className={styles.muted}>{t('money.wallet.noAddress')}</span>
            )}
          </dd>
        </div>
        <div className={styles.fact}>
          <dt>{t('money.wallet.minPayment')}</dt>
          <dd>{formatBtc(wallet.min_payment, language)}</dd>
        </div>
        <div className={styles.fact}>
          <dt>{t('money.wallet.maxPayment')}</dt>
          <dd>{wallet.max_payment === 0 ? t('money.wallet.noLimit') : formatBtc(wallet.max_payment, language)}</dd>
        </div>
      </dl>
      {wallet.paused_until ? (
        <FormMessage type="info">
          {t('money.wallet.pausedUntil', { time: formatDateTime(wallet.paused_until, language) })}
        </FormMessage>
      ) : null}
      {canManage ? (
        <div className={styles.forms}>
          <ChangeForm
            label={t('money.wallet.newAddress')}
            submitLabel={t('money.wallet.saveAddress')}
            hint={t('money.wallet.pauseRule')}
            field={fields.address}
            walletId={wallet.id}
            confirmTitle={t('money.wallet.confirm.addressTitle')}
            describe={(address, askedAt) => (
              <>
                <p>{t('money.wallet.confirm.newAddress')}</p>
                <code className={styles.newValue}>{address}</code>
                <p>{t('money.wallet.confirm.checkAddress')}</p>
                {wallet.address ? (
                  <p>
                    {t('money.wallet.confirm.pause', {
                      count: addressChangePauseHours,
                      time: formatDateTime(askedAt + addressChangePauseHours * 3_600_000, language),
                    })}
                  </p>
                ) : null}
              </>
            )}
            codeRequest={(address) => ({ kind: 'address', address })}
            onSubmit={(address, code) => createWalletAddress(wallet.id, { address, code })}
            onDone={refresh}
          />
          <ChangeForm
            label={t('money.wallet.newMinPayment')}
            submitLabel={t('money.wallet.save')}
            hint={t('money.wallet.minHint', { min: formatBtc(minimumPayoutFloor, language) })}
            field={fields.min}
            inputMode="decimal"
            walletId={wallet.id}
            confirmTitle={t('money.wallet.confirm.minTitle')}
            describe={(amount) => <LimitChange amount={amount} />}
            codeRequest={(amount) => ({ kind: 'min_payment', amount })}
            onSubmit={(amount, code) => createWalletLimit(wallet.id, 'min-payments', { amount, code })}
            onDone={refresh}
          />
          <ChangeForm
            label={t('money.wallet.newMaxPayment')}
            submitLabel={t('money.wallet.save')}
            hint={t('money.wallet.maxHint')}
            field={fields.max}
            inputMode="decimal"
            walletId={wallet.id}
            confirmTitle={t('money.wallet.confirm.maxTitle')}
            describe={(amount) => <LimitChange amount={amount} />}
            codeRequest={(amount) => ({ kind: 'max_payment', amount })}
            onSubmit={(amount, code) => createWalletLimit(wallet.id, 'max-payments', { amount, code })}
            onDone={refresh}
          />
        </div>
      ) : (
        <>
          <p className={styles.muted}>{t('money.wallet.pauseRule')}</p>
          <p className={styles.muted}>{t('money.wallet.readOnly')}</p>
        </>
      )}
      <div className={styles.histories}>
        <AddressHistory minerId={minerId} walletId={wallet.id} />
        <LimitHistory minerId={minerId} walletId={wallet.id} kind="min-payments" />
        <LimitHistory minerId={minerId} walletId={wallet.id} kind="max-payments" />
      </div>
    </>
  );
}

/** The new minimum or maximum payout as the confirmation shows it (a maximum of 0: no limit). */
function LimitChange({ amount }: { amount: number }) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <p>{t('money.wallet.confirm.newValue')}</p>
      <strong className={styles.newValue}>
        {amount === 0 ? t('money.wallet.noLimit') : formatBtc(amount, i18n.language)}
      </strong>
    </>
  );
}
