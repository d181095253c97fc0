import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './tabs.module.css';

export interface TabItem<T extends string> {
  value: T;
  label: ReactNode;
}

export interface TabsProps<T extends string> {
  /** Names the tab list for assistive technology. */
  label: string;
  items: readonly TabItem<T>[];
  value: T;
  onChange: (value: T) => void;
  /** The panel of the selected tab. */
  children: ReactNode;
}

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs; only the selected tab is in the tab order. */
export function Tabs<T extends string>({ label, items, value, onChange, children }: TabsProps<T>) {
  const baseId = useId();
  const refs = useRef(new Map<T, HTMLButtonElement>());
  const index = Math.max(
    0,
    items.findIndex((item) => item.value === value),
  );

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    let next: number | undefined;
    if (step !== undefined) next = (index + step + items.length) % items.length;
    if (event.key === 'Home') next = 0;
    if (event.key === 'End') next = items.length - 1;
    if (next === undefined) return;
    event.preventDefault();
    const item = items[next]!;
    onChange(item.value);
    refs.current.get(item.value)?.focus();
  };

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.list} onKeyDown={move}>
        {items.map((item) => {
          const selected = item.value === value;
          return (
            <button
              key={item.value}
              ref={(element) => {
                if (element) refs.current.set(item.value, element);
                else refs.current.delete(item.value);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.value}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel`}
              tabIndex={selected ? 0 : -1}
              className={`${styles.tab} ${selected ? styles.selected : ''}`}
              onClick={() => onChange(item.value)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${value}`} className={styles.panel}>
        {children}
      </div>
    </div>
  );
}
