import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { FormMessage } from './form-message';
import styles from './text-field.module.css';

export interface FieldMessage {
  key: string | number;
  text: ReactNode;
  type?: 'error' | 'info' | 'success';
}

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  id?: string;
  /** Shown under the field and linked with aria-describedby; an error marks the field invalid. */
  messages?: readonly FieldMessage[];
  /** Reaches the input (react-hook-form's `register` focuses and reads it). */
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with its messages (and any `aria-describedby` given) linked for assistive technology. */
export function TextField({
  label,
  id,
  messages = [],
  className,
  'aria-describedby': extraDescribedBy,
  ...rest
}: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const invalid = messages.some((message) => message.type === 'error');
  const describedBy =
    [...messages.map((_, index) => `${inputId}-message-${index}`), extraDescribedBy].filter(Boolean).join(' ') ||
    undefined;
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <input
        id={inputId}
        className={styles.input}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        {...rest}
      />
      {messages.map((message, index) => (
        <FormMessage key={message.key} id={`${inputId}-message-${index}`} type={message.type}>
          {message.text}
        </FormMessage>
      ))}
    </div>
  );
}
