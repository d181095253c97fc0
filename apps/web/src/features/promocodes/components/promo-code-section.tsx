import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast/toast-store';
import { formatDay } from '@/lib/format';
import { useApplyPromoCode } from '../api/apply-promocode';
import { minerPromoCodeQueryOptions } from '../api/get-miner-promocode';
import { usePromoRefusalText } from '../use-promo-refusal-text';
import { PromoEffect } from './promo-effect';
import styles from './promocodes.module.css';
import card from '@/components/ui/card.module.css';

export interface PromoCodeSectionProps {
  minerId: string;
  /** Owners and admins of the account apply codes (the server's apply_promocode). */
  canApply: boolean;
}

/**
 * The settings' promo code section of a miner account: the code in force today, what it
 * does to the pool fee and until when, and a field to apply another (the newest wins).
 */
export function PromoCodeSection({ minerId, canApply }: PromoCodeSectionProps) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const current = useQuery(minerPromoCodeQueryOptions(minerId));
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const refusalText = usePromoRefusalText();
  const apply = useApplyPromoCode(minerId, {
    onSuccess: () => {
      setCode('');
      toast.success(t('toasts.success'));
    },
    onError: (failure) => setError(refusalText(failure)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    if (!code.trim()) {
      setError(t('fieldErrors.required'));
      return;
    }
    apply.mutate(code.trim());
  };
  const promo = current.data?.promo;

  return (
    <section className={`${card.card} ${card.stack}`} aria-labelledby={headingId}>
      <h2 id={headingId} className={card.heading}>
        {t('promocodes.miner.title')}
      </h2>
      {current.isError ? <FormMessage type="error">{t('promocodes.miner.error')}</FormMessage> : null}
      {current.data ? (
        promo ? (
          <p>
            {t('promocodes.miner.inForce', { code: promo.code })} <PromoEffect promo={promo} />.{' '}
            {promo.ends_on
              ? t('promocodes.miner.until', {
                  from: formatDay(promo.starts_on, i18n.language),
                  to: formatDay(promo.ends_on, i18n.language),
                })
              : t('promocodes.miner.perpetual', { from: formatDay(promo.starts_on, i18n.language) })}
          </p>
        ) : (
          <p className={styles.muted}>{t('promocodes.miner.none')}</p>
        )
      ) : null}
      {canApply ? (
        <form className={styles.applyForm} onSubmit={submit} noValidate>
          <TextField
            label={t('promocodes.miner.codeLabel')}
            value={code}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            messages={[
              ...(error ? [{ key: 'error', text: error, type: 'error' as const }] : []),
              { key: 'hint', text: t('promocodes.miner.hint') },
            ]}
            onChange={(event) => {
              setCode(event.target.value);
              setError(undefined);
            }}
          />
          <Button type="submit" disabled={apply.isPending}>
            {t('promocodes.miner.apply')}
          </Button>
        </form>
      ) : null}
    </section>
  );
}
