import { useEffect, useRef, useState, useSyncExternalStore, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isDismissingSwipe, toastDefaults, toastStore, type Toast } from './toast-store';
import { CloseButton } from '../close-button';
import styles from './toaster.module.css';

function ToastItem({ item }: { item: Toast }) {
  const [offset, setOffset] = useState(0);
  const [leaving, setLeaving] = useState(false);
  const [paused, setPaused] = useState(false);
  const drag = useRef<{ x: number; time: number } | null>(null);

  const leave = () => setLeaving(true);

  useEffect(() => {
    if (paused || leaving) return;
    const timer = window.setTimeout(leave, item.duration);
    return () => window.clearTimeout(timer);
  }, [item.duration, paused, leaving]);

  useEffect(() => {
    if (!leaving) return;
    const timer = window.setTimeout(() => toastStore.dismiss(item.id), toastDefaults.fadeOutMs);
    return () => window.clearTimeout(timer);
  }, [leaving, item.id]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    drag.current = { x: event.clientX, time: event.timeStamp };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current) setOffset(Math.max(0, event.clientX - drag.current.x));
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    drag.current = null;
    if (start && isDismissingSwipe(event.clientX - start.x, event.timeStamp - start.time)) leave();
    else setOffset(0);
  };

  return (
    <div
      role={item.type === 'error' ? 'alert' : 'status'}
      className={`${styles.toast} ${styles[item.type]} ${leaving ? styles.leaving : ''}`}
      style={{ transform: offset ? `translateX(${offset}px)` : undefined }}
      data-testid="toast"
      data-type={item.type}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => {
        drag.current = null;
        setOffset(0);
      }}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
    >
      <div className={styles.text}>
        <p className={styles.title}>{item.title}</p>
        {item.description ? <p className={styles.description}>{item.description}</p> : null}
      </div>
      <CloseButton onClick={leave} size="s" />
    </div>
  );
}

/** Renders the toasts of product §2 (success, error, info, default) in a polite live region. */
export function Toaster() {
  const { t } = useTranslation();
  const items = useSyncExternalStore(toastStore.subscribe, toastStore.snapshot, toastStore.snapshot);
  return (
    <section className={styles.viewport} aria-label={t('common.notifications')}>
      {items.map((item) => (
        <ToastItem key={item.id} item={item} />
      ))}
    </section>
  );
}
