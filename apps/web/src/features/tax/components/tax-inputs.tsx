import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { taxIncomeBasisSchema, taxIncomeBases } from '@pool/contract';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { formatMonthName } from '@/lib/format';
import type { TaxYearState } from '../use-tax-year';
import styles from './tax-calculator.module.css';
import pageStyles from '@/components/ui/page.module.css';

/** The calculator's fields: the year, the income basis, the twelve months' income and the expenses. */
export function TaxInputs({ state }: { state: TaxYearState }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const basisHintId = useId();
  const { year, basis } = state;
  return (
    <form className={styles.form} onSubmit={(event) => event.preventDefault()} noValidate>
      <SelectField
        className={styles.year}
        label={t('tax.year')}
        value={String(year)}
        options={state.years.map((option) => ({ value: String(option), label: String(option) }))}
        onChange={(event) => state.setYear(Number(event.target.value))}
      />
      {basis ? (
        <div className={styles.basis}>
          <SelectField
            label={t('tax.basis.label')}
            value={basis}
            options={taxIncomeBases.map((option) => ({ value: option, label: t(`tax.basis.${option}`) }))}
            onChange={(event) => state.setBasis(taxIncomeBasisSchema.parse(event.target.value))}
            aria-describedby={basisHintId}
          />
          <p id={basisHintId} className={pageStyles.muted}>
            {t(`tax.basis.${basis}Hint`)}
          </p>
        </div>
      ) : null}
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('tax.incomeLegend')}</legend>
        <p className={pageStyles.muted} aria-live="polite">
          {state.prefillNote}
        </p>
        <div className={styles.months}>
          {state.monthTexts.map((text, index) => (
            <TextField
              key={`${year}-${index}`}
              label={formatMonthName(index + 1, language)}
              inputMode="decimal"
              autoComplete="off"
              value={text}
              placeholder="0"
              onChange={(event) => state.setMonth(index, event.target.value)}
              messages={
                state.monthValues[index] === null
                  ? [{ key: 'invalid', type: 'error', text: t('tax.invalidAmount') }]
                  : []
              }
            />
          ))}
        </div>
        {state.canResetMonths ? (
          <Button kind="transparent" size="xs" onClick={state.resetMonths}>
            {t('tax.reset')}
          </Button>
        ) : null}
      </fieldset>
      <TextField
        className={styles.expenses}
        label={t('tax.expenses')}
        inputMode="decimal"
        autoComplete="off"
        value={state.expensesText}
        placeholder="0"
        onChange={(event) => state.setExpenses(event.target.value)}
        messages={[
          state.expensesValue === null
            ? { key: 'invalid', type: 'error', text: t('tax.invalidAmount') }
            : { key: 'hint', type: 'info', text: t('tax.expensesHint') },
        ]}
      />
    </form>
  );
}
