import { useEffect, useId, useRef, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { useTranslation } from '../i18n';

export interface DialogProps {
  /** Shown as a modal while true. */
  open: boolean;
  /** Called whenever the dialog closes by itself: Escape, the close button or a click on the backdrop. */
  onClose: () => void;
  /** The dialog's heading, also its accessible name. */
  title: string;
  children: ReactNode;
  /** 'center' (default) or 'end': a panel sliding from the right edge (offcanvas). */
  placement?: 'center' | 'end';
  /** Accessible name of the × button. */
  closeLabel?: string;
  className?: string;
}

const Root = styled.dialog<{ $placement: 'center' | 'end' }>`
  padding: 0;
  border: 1px solid var(--color-border);
  border-radius: var(--radius);
  background: var(--color-bg);
  color: var(--color-text);
  box-shadow: var(--shadow);
  width: min(32rem, calc(100vw - 2rem));
  &::backdrop {
    background: rgba(10, 14, 20, 0.55);
  }
  ${({ $placement }) =>
    $placement === 'end' &&
    css`
      margin: 0 0 0 auto;
      width: min(24rem, 100vw);
      height: 100dvh;
      max-height: 100dvh;
      border-radius: 0;
      border-width: 0 0 0 1px;
      &[open] {
        animation: portal-dialog-slide var(--fade-ms, 300ms) ease-out;
      }
    `}
  @keyframes portal-dialog-slide {
    from {
      transform: translateX(100%);
    }
    to {
      transform: none;
    }
  }
  .dialog-inner {
    padding: 1.25rem 1.5rem 1.5rem;
    min-height: 100%;
  }
  .dialog-head {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 1rem;
    margin-bottom: 1rem;
  }
  .dialog-head h2 {
    margin: 0;
    font-size: 1.35rem;
  }
  .dialog-close {
    min-width: 44px;
    min-height: 44px;
    border: 1px solid var(--color-border);
    border-radius: var(--radius);
    background: transparent;
    color: var(--color-text);
    font-size: 1.5rem;
    line-height: 1;
    cursor: pointer;
  }
`;

/**
 * A modal dialog on the native <dialog>: showModal() keeps focus inside, makes the page behind
 * inert and closes on Escape. Focus goes back to whatever opened it (the tile, the menu button).
 * Put `data-autofocus` on the control that should take focus first; otherwise the browser picks.
 */
export function Dialog({ open, onClose, title, children, placement = 'center', closeLabel, className }: DialogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', ''); // engines without <dialog> support (jsdom)
      // React's autoFocus fires before the dialog is shown, so a field asks with data-autofocus.
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    } else if (!open && dialog.open) {
      closeDialog(dialog);
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const handleClose = () => {
      const back = opener.current;
      opener.current = null;
      if (back && back.isConnected) back.focus();
      onCloseRef.current();
    };
    dialog.addEventListener('close', handleClose);
    return () => dialog.removeEventListener('close', handleClose);
  }, []);

  return (
    <Root
      ref={ref}
      $placement={placement}
      aria-labelledby={titleId}
      className={className}
      onKeyDown={(event) => {
        // showModal() makes the page inert, but Tab may still leave for the browser's own controls:
        // wrap it so focus stays in the dialog.
        if (event.key !== 'Tab' || !ref.current) return;
        const focusables = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[hidden]'));
        if (focusables.length === 0) return;
        const first = focusables[0];
        const last = focusables[focusables.length - 1];
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first.focus();
        }
      }}
      onClick={(event) => {
        // A click on the dialog element itself (not its content) is a click on the backdrop.
        if (event.target === event.currentTarget && ref.current) closeDialog(ref.current);
      }}
    >
      <div className="dialog-inner">
        <div className="dialog-head">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="dialog-close" aria-label={closeLabel ?? t('Close')} onClick={() => ref.current && closeDialog(ref.current)}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {open ? children : null}
      </div>
    </Root>
  );
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function closeDialog(dialog: HTMLDialogElement): void {
  if (typeof dialog.close === 'function') {
    dialog.close();
  } else {
    dialog.removeAttribute('open');
    dialog.dispatchEvent(new Event('close'));
  }
}
