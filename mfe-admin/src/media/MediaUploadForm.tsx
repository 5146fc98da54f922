// Uploading a picture to the media library: the file and what it shows (required, read aloud by
// screen readers wherever the picture is used), and a name to find it by. Used by the library's
// screen and by the picker of banners, the post's picture and the rich editor.
import { useId, useState, type FormEvent } from 'react';
import { MEDIA_ALT_MAX_LENGTH, MEDIA_NAME_MAX_LENGTH } from '@portal/contract';
import { failureOf, uploadImage } from '../api/corporate-client';
import { useTranslation } from '../i18n';

export interface LibraryPicture {
  id: number;
  path: string;
  alt: string;
  name: string;
}

export function MediaUploadForm({ submitLabel, onUploaded }: { submitLabel: string; onUploaded: (picture: LibraryPicture) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation();
    const blank: Record<string, string> = {};
    if (!file) blank.file = t('Choose a picture first.');
    if (!alt.trim()) blank.alt = t('Describe what the picture shows.');
    setErrors(blank);
    if (!file || !alt.trim()) {
      document.getElementById(`${id}-${blank.file ? 'file' : 'alt'}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const stored = await uploadImage(file, alt.trim(), name);
      onUploaded({ id: stored.id, path: stored.path, alt: stored.alt, name: stored.name });
    } catch (failure) {
      const { message, errors: fields } = failureOf(failure);
      const field = fields?.[0]?.field === 'alt' ? 'alt' : 'file';
      setErrors({ [field]: fields?.[0]?.message ?? message });
      document.getElementById(`${id}-${field}`)?.focus();
    } finally {
      setBusy(false);
    }
  }

  const described = (field: string, hint?: boolean) => [errors[field] ? `${id}-${field}-error` : '', hint ? `${id}-${field}-hint` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <form className="admin-media-upload" onSubmit={(event) => void submit(event)} noValidate aria-label={t('Upload a picture')}>
      <div className="admin-field">
        <label htmlFor={`${id}-file`}>{t('Image (JPEG, PNG or WebP, up to 5 MB)')} *</label>
        <input
          id={`${id}-file`}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          aria-invalid={errors.file ? true : undefined}
          aria-describedby={described('file')}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setErrors((current) => ({ ...current, file: '' }));
          }}
        />
        {errors.file && <p id={`${id}-file-error`} className="admin-field-error">{errors.file}</p>}
      </div>
      <div className="admin-field">
        <label htmlFor={`${id}-alt`}>{t('Alternative text of the picture')} *</label>
        <p id={`${id}-alt-hint`} className="admin-hint">{t('What the picture shows, for people who cannot see it (read aloud by screen readers).')}</p>
        <input
          id={`${id}-alt`}
          type="text"
          maxLength={MEDIA_ALT_MAX_LENGTH}
          value={alt}
          aria-required="true"
          aria-invalid={errors.alt ? true : undefined}
          aria-describedby={described('alt', true)}
          onChange={(event) => {
            setAlt(event.target.value);
            setErrors((current) => ({ ...current, alt: '' }));
          }}
        />
        {errors.alt && <p id={`${id}-alt-error`} className="admin-field-error">{errors.alt}</p>}
      </div>
      <div className="admin-field">
        <label htmlFor={`${id}-name`}>{t('Name in the library (optional)')}</label>
        <input id={`${id}-name`} type="text" maxLength={MEDIA_NAME_MAX_LENGTH} value={name} onChange={(event) => setName(event.target.value)} />
      </div>
      <div className="admin-actions">
        <button type="submit" className="btn" disabled={busy}>{busy ? t('Uploading…') : submitLabel}</button>
      </div>
    </form>
  );
}
