import { useRef } from 'react';
import { Link } from 'react-router';
import { useScrollFade } from './scroll-fade';
import fade from './scroll-fade.module.css';
import styles from './section-nav.module.css';

export interface SectionNavItem {
  /** The section's own address. */
  to: string;
  label: string;
  /** What the section holds: shown in the phone's list. */
  description?: string;
}

export interface SectionNavProps {
  /** Names the navigation for assistive technology. */
  label: string;
  items: readonly SectionNavItem[];
  /** The address of the section on screen, if one is. */
  current?: string;
  /** On a phone the page shows the list itself; otherwise a phone gets `back` instead of the tabs. */
  asList: boolean;
  /** The way back to the list from a section, on phones. */
  back: { to: string; label: string };
}

/**
 * A page's sections, each with its own address: tabs that scroll (with a fade where more
 * wait) on wider screens; on phones the list on its own page and a back link in a section.
 */
export function SectionNav({ label, items, current, asList, back }: SectionNavProps) {
  const row = useRef<HTMLUListElement>(null);
  useScrollFade(row, current);
  return (
    <>
      {asList ? null : (
        <Link to={back.to} className={styles.back}>
          <span aria-hidden="true">← </span>
          {back.label}
        </Link>
      )}
      <nav aria-label={label} className={asList ? styles.asList : styles.asTabs}>
        <ul ref={row} className={`${styles.items} ${fade.fade}`}>
          {items.map((item) => (
            <li key={item.to} className={styles.entry}>
              <Link to={item.to} className={styles.item} aria-current={item.to === current ? 'page' : undefined}>
                <span className={styles.label}>{item.label}</span>
                {item.description ? <span className={styles.description}>{item.description}</span> : null}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
