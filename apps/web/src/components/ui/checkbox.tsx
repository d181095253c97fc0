import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { FormMessage } from './form-message';
import type { FieldMessage } from './text-field';
import styles from './checkbox.module.css';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: ReactNode;
  id?: string;
  messages?: readonly FieldMessage[];
  /** Reaches the input (react-hook-form's `register` focuses and reads it). */
  ref?: Ref<HTMLInputElement>;
}

/** A labelled checkbox; its messages are linked with aria-describedby. */
export function Checkbox({ label, id, messages = [], className, ...rest }: CheckboxProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const invalid = messages.some((message) => message.type === 'error');
  const describedBy = messages.map((_, index) => `${inputId}-message-${index}`).join(' ') || undefined;
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <div className={styles.row}>
        <input
          id={inputId}
          type="checkbox"
          className={styles.box}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          {...rest}
        />
        <label htmlFor={inputId} className={styles.label}>
          {label}
        </label>
      </div>
      {messages.map((message, index) => (
        <FormMessage key={message.key} id={`${inputId}-message-${index}`} type={message.type}>
          {message.text}
        </FormMessage>
      ))}
    </div>
  );
}
