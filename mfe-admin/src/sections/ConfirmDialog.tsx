// "Delete «Catastro»?" as a modal dialog: focus goes to its safe button ("Cancel"), Tab stays inside,
// Escape cancels, and the focus returns to the button that opened it.
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from '../i18n';

interface Props {
  title: string;
  /** what follows from confirming; 'This cannot be undone.' unless said */
  note?: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({ title, note, confirmLabel, onConfirm, onCancel }: Props) {
  const { t } = useTranslation();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    cancelRef.current?.focus();
    return () => opener?.focus?.();
  }, []);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    } else if (event.key === 'Tab') {
      // Two buttons: Tab and Shift+Tab move between them and never leave the dialog.
      event.preventDefault();
      (document.activeElement === cancelRef.current ? confirmRef : cancelRef).current?.focus();
    }
  }

  return (
    <div className="admin-overlay">
      <div role="alertdialog" aria-modal="true" aria-labelledby="admin-confirm-title" className="admin-dialog" onKeyDown={onKeyDown}>
        <h2 id="admin-confirm-title">{title}</h2>
        <p>{note ?? t('This cannot be undone.')}</p>
        <div className="admin-actions">
          <button type="button" className="btn btn-outline" ref={cancelRef} onClick={onCancel}>
            {t('Cancel')}
          </button>
          <button type="button" className="btn admin-danger" ref={confirmRef} onClick={onConfirm}>
            {confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
