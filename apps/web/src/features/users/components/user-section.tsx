import { useId, type ReactNode } from 'react';
import card from '@/components/ui/card.module.css';

/** A card of the user page, named by its heading. */
export function UserSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={`${card.card} ${card.stack}`} aria-labelledby={id}>
      <h2 id={id} className={card.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}
