import { useId, type Ref, type SelectHTMLAttributes } from 'react';
import { FormMessage } from './form-message';
import styles from './select-field.module.css';
import fieldStyles from './text-field.module.css';

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  options: readonly { value: string; label: string }[];
  /** Shown under the field and linked with aria-describedby. */
  error?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled native select, styled like the text fields: keyboard and screen readers work as the platform's. */
export function SelectField({ label, options, error, className, ...rest }: SelectFieldProps) {
  const id = useId();
  return (
    <div className={`${fieldStyles.field} ${styles.field} ${className ?? ''}`}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      <select
        id={id}
        className={fieldStyles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...rest}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <FormMessage id={`${id}-error`} type="error">
          {error}
        </FormMessage>
      ) : null}
    </div>
  );
}
