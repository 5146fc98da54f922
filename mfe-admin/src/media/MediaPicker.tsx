// "Choose from the library": a button that opens the media library as a modal dialog (search by
// name or alternative text, the pictures as buttons, and an upload form); the chosen picture's
// path and alternative text go back to the form that asked. The dialog is rendered beside that
// form (a portal into its parent, still inside the console's styles): a form cannot hold another.
// Escape closes it, Tab stays inside, the focus returns to the button that opened it.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import type { MediaItem } from '@portal/contract';
import { corporateList, failureOf } from '../api/corporate-client';
import { useTranslation } from '../i18n';
import { libraryAddress } from './library-address';
import { MediaUploadForm, type LibraryPicture } from './MediaUploadForm';

export function MediaPicker({ onChoose, label }: { onChoose: (picture: LibraryPicture) => void; label?: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  function close() {
    setOpen(false);
    opener.current?.focus();
  }
  return (
    <>
      <button type="button" className="btn btn-outline" ref={opener} onClick={() => setOpen(true)}>
        {label ?? t('Choose from the library')}
      </button>
      {open && createPortal(
        <PickerDialog onClose={close} onChoose={(picture) => { onChoose(picture); close(); }} />,
        opener.current?.closest('form')?.parentElement ?? opener.current?.parentElement ?? document.body,
      )}
    </>
  );
}

function PickerDialog({ onClose, onChoose }: { onClose: () => void; onChoose: (picture: LibraryPicture) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const search = useRef<HTMLInputElement>(null);
  const [q, setQ] = useState('');
  const [items, setItems] = useState<MediaItem[] | null>(null);
  const [error, setError] = useState('');

  useEffect(() => search.current?.focus(), []);
  useEffect(() => {
    let current = true;
    corporateList('media/list', { q: q.trim() || undefined, pageSize: 24 })
      .then((page) => current && (setItems(page.data), setError('')))
      .catch((failure) => current && setError(failureOf(failure).message));
    return () => {
      current = false;
    };
  }, [q]);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialog.current) return;
    const focusable = [...dialog.current.querySelectorAll<HTMLElement>('button, input, [href], select, textarea')].filter((element) => !element.hasAttribute('disabled'));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  }

  return (
    <div className="admin-overlay">
      <div role="dialog" aria-modal="true" aria-labelledby={`${id}-title`} className="admin-dialog admin-media-picker" ref={dialog} onKeyDown={onKeyDown}>
        <h2 id={`${id}-title`}>{t('Media library')}</h2>
        <div className="admin-field">
          <label htmlFor={`${id}-q`}>{t('Search by name or alternative text')}</label>
          <input id={`${id}-q`} ref={search} type="search" value={q} onChange={(event) => setQ(event.target.value)} />
        </div>
        {error && <p className="admin-field-error" role="alert">{error}</p>}
        {items && items.length === 0 && <p role="status">{t('No picture found.')}</p>}
        {items && items.length > 0 && (
          <ul className="admin-media-grid">
            {items.map((item) => (
              <li key={item.id}>
                <img src={libraryAddress(item.path, 480)} alt="" width={160} height={100} loading="lazy" />
                <button type="button" className="btn btn-outline" onClick={() => onChoose(item)} aria-describedby={`${id}-alt-${item.id}`}>
                  {t('Choose «{{name}}»', { name: item.name })}
                </button>
                <p id={`${id}-alt-${item.id}`} className="admin-hint">{item.alt}</p>
              </li>
            ))}
          </ul>
        )}
        <h3>{t('Upload a new picture')}</h3>
        <MediaUploadForm submitLabel={t('Upload and choose')} onUploaded={onChoose} />
        <div className="admin-actions">
          <button type="button" className="btn btn-outline" onClick={onClose}>{t('Cancel')}</button>
        </div>
      </div>
    </div>
  );
}
