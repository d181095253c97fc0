import { useState, type ReactNode } from 'react';
import { Button } from './button';
import { TextField } from './text-field';
import styles from './search-form.module.css';

export interface SearchFormProps {
  /** The search in force (kept in the address). */
  search: string;
  /** Called with the typed text, trimmed, when the form is sent. */
  onSearch: (search: string) => void;
  label: string;
  submitLabel: string;
  maxLength: number;
  /** The form's own layout when it holds more than the field and its button. */
  className?: string;
  /** More controls of the search (filters), after the button. */
  children?: ReactNode;
}

/** A list's search form: a search field and its button, sent on Enter or the button; the field follows the address. */
export function SearchForm({ search, onSearch, label, submitLabel, maxLength, className, children }: SearchFormProps) {
  const [input, setInput] = useState(search);
  const [seen, setSeen] = useState(search);
  if (seen !== search) {
    // Back and forward change the address: the field follows it.
    setSeen(search);
    setInput(search);
  }
  return (
    <form
      role="search"
      className={className ?? styles.search}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(input.trim());
      }}
    >
      <TextField
        className={styles.field}
        label={label}
        type="search"
        value={input}
        maxLength={maxLength}
        onChange={(event) => setInput(event.target.value)}
      />
      <Button type="submit" kind="transparent">
        {submitLabel}
      </Button>
      {children}
    </form>
  );
}
