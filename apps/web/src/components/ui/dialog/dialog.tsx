import { useEffect, useId, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { dialogTimings, isClosingSheetDrag, mobileQuery } from './gestures';
import { useMediaQuery } from './use-media-query';
import { CloseButton } from '../close-button';
import styles from './dialog.module.css';

export interface DialogProps {
  open: boolean;
  /** Called once the exit animation has finished. */
  onClose: () => void;
  title: ReactNode;
  size?: 's' | 'm' | 'l';
  children: ReactNode;
}

/**
 * A modal on desktop and a bottom sheet on mobile (≤ 1023 px), built on <dialog>:
 * focus moves in and is trapped, Escape closes, the page behind is inert.
 */
export function Dialog({ open, onClose, title, size = 'm', children }: DialogProps) {
  const isMobile = useMediaQuery(mobileQuery);
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [closing, setClosing] = useState(false);
  const [dragY, setDragY] = useState(0);
  const drag = useRef<{ y: number; time: number } | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      setClosing(false);
      setDragY(0);
      dialog.showModal();
    }
  }, [open]);

  const requestClose = () => {
    if (closing) return;
    setClosing(true);
    window.setTimeout(
      () => {
        ref.current?.close();
        setClosing(false);
        setDragY(0);
        onClose();
      },
      isMobile ? dialogTimings.sheetExitMs : dialogTimings.modalExitMs,
    );
  };

  const onHandleDown = (event: PointerEvent<HTMLDivElement>) => {
    drag.current = { y: event.clientY, time: event.timeStamp };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onHandleMove = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current) setDragY(Math.max(0, event.clientY - drag.current.y));
  };
  const onHandleUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    drag.current = null;
    if (!start) return;
    const height = ref.current?.getBoundingClientRect().height ?? 0;
    if (isClosingSheetDrag(event.clientY - start.y, event.timeStamp - start.time, height)) requestClose();
    else setDragY(0);
  };

  if (!open && !closing) return null;

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      className={`${isMobile ? styles.sheet : styles.modal} ${styles[size]} ${closing ? styles.closing : ''}`}
      style={dragY ? { transform: `translateY(${dragY}px)` } : undefined}
      onCancel={(event) => {
        event.preventDefault();
        requestClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) requestClose();
      }}
    >
      {isMobile ? (
        <div
          className={styles.handle}
          onPointerDown={onHandleDown}
          onPointerMove={onHandleMove}
          onPointerUp={onHandleUp}
          aria-hidden="true"
        >
          <span />
        </div>
      ) : null}
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <CloseButton onClick={requestClose} size="m" />
      </div>
      <div className={styles.body}>{children}</div>
    </dialog>
  );
}
