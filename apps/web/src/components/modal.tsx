import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import { FADE_MS } from '@member-app/contract/constants';
import { dialogClosed, dialogOpened } from '../lib/overlays/turns';
import './modal.css';

export interface ModalProps {
  /** Accessible name, shown as the heading unless `hideTitle`. */
  title: string;
  hideTitle?: boolean;
  children: ReactNode;
  footer?: ReactNode;
  /** Escape, the backdrop and a close button in the corner close it. */
  dismissible?: boolean;
  onDismiss?: () => void;
  /** Set to true to play the 250 ms fade-out (§9) and then call onClosed. */
  closing?: boolean;
  onClosed?: () => void;
  variant?: 'center' | 'sheet' | 'fullscreen';
  className?: string;
  /** Element to focus first; defaults to the first button of the footer. */
  initialFocus?: React.RefObject<HTMLElement | null>;
}

/**
 * A modal on the native <dialog>: focus is trapped and restored by the browser, Escape is the
 * dismiss key, the page behind is inert. Fades in and out in 250 ms (§9).
 */
export function Modal(props: ModalProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [shown, setShown] = useState(false);
  const { closing, onClosed } = props;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    // Overlays that open by themselves wait while any dialog is open (lib/overlays).
    dialogOpened();
    const raf = requestAnimationFrame(() => setShown(true));
    const target =
      props.initialFocus?.current ??
      dialog.querySelector<HTMLElement>('[data-autofocus]') ??
      dialog.querySelector<HTMLElement>('.modal__footer button');
    target?.focus();
    return () => {
      cancelAnimationFrame(raf);
      if (dialog.open) dialog.close();
      dialogClosed();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!closing) return;
    const t = setTimeout(() => onClosed?.(), FADE_MS);
    return () => clearTimeout(t);
  }, [closing, onClosed]);
  const visible = shown && !closing;

  return (
    <dialog
      ref={ref}
      className={`modal modal--${props.variant ?? 'center'} ${visible ? 'is-shown' : ''} ${props.className ?? ''}`}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        if (props.dismissible) props.onDismiss?.();
      }}
      onClick={(e) => {
        if (e.target === ref.current && props.dismissible) props.onDismiss?.();
      }}
    >
      <div className="modal__panel">
        {props.dismissible ? (
          <button
            type="button"
            className="modal__close"
            aria-label={t('close')}
            onClick={() => props.onDismiss?.()}
          >
            <X size={20} aria-hidden="true" />
          </button>
        ) : null}
        <h2 id={titleId} className={props.hideTitle ? 'visually-hidden' : 'modal__title'}>
          {props.title}
        </h2>
        <div className="modal__body">{props.children}</div>
        {props.footer ? <div className="modal__footer">{props.footer}</div> : null}
      </div>
    </dialog>
  );
}
