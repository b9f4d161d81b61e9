/**
 * The one modal dialog every overlay uses (auth popup, opt-out form, …), on the native <dialog>: showModal()
 * makes the rest of the page inert, so focus stays inside (the trap); Escape closes it (the browser's cancel);
 * and closing returns focus to whatever opened it, in every browser (not all do that themselves).
 */
import { forwardRef, useCallback, useImperativeHandle, useRef, type ReactNode } from 'react';
import * as s from './modal.css';

export interface ModalHandle {
  open(): void;
  close(): void;
  isOpen(): boolean;
}

interface ModalProps {
  /** Names the dialog for screen readers (aria-labelledby). */
  titleId: string;
  title: ReactNode;
  children: ReactNode;
  /** After it closed, however that happened (close button, Escape, code, a click on the backdrop). */
  onClose?: () => void;
  /** The close button's name in the page's language (English by default). */
  closeLabel?: string;
  className?: string;
}

export const Modal = forwardRef<ModalHandle, ModalProps>(function Modal({ titleId, title, children, onClose, className, closeLabel = 'Close' }, ref) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);

  const close = useCallback(() => dialog.current?.close(), []);
  useImperativeHandle(
    ref,
    () => ({
      open() {
        const el = dialog.current;
        if (!el || el.open) return;
        opener.current = document.activeElement;
        el.showModal();
      },
      close,
      isOpen: () => Boolean(dialog.current?.open),
    }),
    [close],
  );

  const closed = () => {
    const back = opener.current;
    opener.current = null;
    if (back instanceof HTMLElement && back.isConnected) back.focus();
    onClose?.();
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click is a pointer shortcut; keyboards close with Escape (native cancel) or the Close button.
    <dialog
      ref={dialog}
      className={className ? `${s.dialog} ${className}` : s.dialog}
      aria-labelledby={titleId}
      onClose={closed}
      // A click on the backdrop lands on the <dialog> itself, outside its box (a click on its padding too, inside).
      onClick={(event) => {
        const box = dialog.current?.getBoundingClientRect();
        if (event.target !== dialog.current || !box) return;
        const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
        if (!inside) close();
      }}
    >
      <div className={s.head}>
        <h2 id={titleId} className={s.title}>
          {title}
        </h2>
        <button type="button" className={s.close} onClick={close} aria-label={closeLabel}>
          ×
        </button>
      </div>
      {children}
    </dialog>
  );
});
