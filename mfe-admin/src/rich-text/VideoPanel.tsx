// The rich editor's Vídeo panel: a YouTube or Vimeo address (typed, or pasted into the text, which
// opens this panel with it) and the video's title, which citizens read on the placeholder and
// screen readers announce. Only the video's own page is stored; the public page loads the player.
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { Editor } from '@tiptap/react';
import { parseVideoUrl } from '@portal/contract';
import { useTranslation } from '../i18n';

export function VideoPanel({ editor, address: given, onClose }: { editor: Editor; address: string; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [address, setAddress] = useState(given);
  const [title, setTitle] = useState('');
  const [error, setError] = useState('');
  function insert(event: FormEvent) {
    event.preventDefault();
    const video = parseVideoUrl(address);
    if (!video) return setError(t('Write the address of a YouTube or Vimeo video.'));
    if (!title.trim()) return setError(t('Write the title of the video.'));
    editor.chain().focus().setTextSelection(editor.state.selection.to).insertVideo({ href: video.watchUrl, title: title.trim() }).run();
    onClose();
  }
  const field = (name: 'address' | 'title') => ({
    'aria-describedby': error ? `${id}-error` : undefined,
    'aria-invalid': error && (name === 'title' ? parseVideoUrl(address) !== null : parseVideoUrl(address) === null) ? true : undefined,
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === 'Enter') insert(event);
      if (event.key === 'Escape') onClose();
    },
  });
  return (
    <div className="admin-rich-panel" role="group" aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`} className="admin-rich-panel-title">{t('Insert a video')}</p>
      <label htmlFor={`${id}-address`}>{t('Video address (YouTube or Vimeo)')} *</label>
      <input id={`${id}-address`} type="url" value={address} autoFocus={!given} {...field('address')} onChange={(event) => { setAddress(event.target.value); setError(''); }} />
      <label htmlFor={`${id}-name`}>{t('Title of the video')} *</label>
      <input id={`${id}-name`} type="text" maxLength={200} value={title} autoFocus={Boolean(given)} {...field('title')} onChange={(event) => { setTitle(event.target.value); setError(''); }} />
      <p className="admin-hint">{t('Citizens see a placeholder with this title; the video\'s player loads only when they press play.')}</p>
      {error && <p id={`${id}-error`} className="admin-field-error">{error}</p>}
      <div className="admin-rich-panel-actions">
        <button type="button" className="btn" onClick={insert}>{t('Insert the video')}</button>
        <button type="button" className="btn btn-outline" onClick={onClose}>{t('Cancel')}</button>
      </div>
    </div>
  );
}
