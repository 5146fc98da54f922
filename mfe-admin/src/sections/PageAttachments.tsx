// A city page's attachments, under its form: the documents citizens download from the page, in
// order, each with its type and size; attach one (checked by the server by its content and size),
// rename its label, move it up or down, remove it. Every change answers the new list, which
// replaces the one shown here and in the preview.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { fileKind, formatFileSize, PAGE_FILE_ACCEPT, PAGE_FILE_LABEL_MAX_LENGTH, PAGE_FILE_MAX_BYTES, type EditorPageFile } from '@portal/contract';
import { corporateEnvelope, failureOf, uploadPageFile } from '../api/corporate-client';
import { useTranslation } from '../i18n';
import { MoveButtons } from '../console/MoveButtons';
import { StatusLines } from '../console/StatusLines';
import { setPageAttachments, usePageAttachments } from './page-attachments-store';

function RenameForm({ file, onSave, onCancel }: { file: EditorPageFile; onSave: (name: string) => Promise<boolean>; onCancel: () => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState(file.name);
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => inputRef.current?.focus(), []);
  return (
    <form
      className="admin-inline-form"
      aria-label={t('Rename «{{name}}»', { name: file.name })}
      onSubmit={(event) => {
        event.preventDefault();
        void onSave(name);
      }}
    >
      <div className="admin-field">
        <label htmlFor={`admin-page-file-name-${file.id}`}>{t('Name citizens read')}</label>
        <input id={`admin-page-file-name-${file.id}`} ref={inputRef} maxLength={PAGE_FILE_LABEL_MAX_LENGTH} value={name} onChange={(event) => setName(event.target.value)} />
      </div>
      <button type="submit" className="btn">
        {t('Save name')}
      </button>
      <button type="button" className="btn btn-outline" onClick={onCancel}>
        {t('Cancel')}
      </button>
    </form>
  );
}

export function PageAttachments({ id }: { id: number }) {
  const { t } = useTranslation();
  const files = usePageAttachments(id);
  const [renaming, setRenaming] = useState<number | null>(null);
  const [label, setLabel] = useState('');
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    corporateEnvelope('pageFile/list', { page_id: id })
      .then((answer) => setPageAttachments(id, answer.data))
      .catch((error) => setFailure(failureOf(error).message));
  }, [id]);

  async function change(call: 'pageFile/update' | 'pageFile/delete', body: { id: number; name?: string; position?: number }): Promise<boolean> {
    setFailure('');
    try {
      const answer = await corporateEnvelope(call, body);
      setPageAttachments(id, answer.data);
      setStatus(answer.message || t('Saved.'));
      return true;
    } catch (error) {
      setFailure(failureOf(error).message);
      return false;
    }
  }

  async function attach(event: FormEvent) {
    event.preventDefault();
    setFailure('');
    const file = fileRef.current?.files?.[0];
    if (!file) {
      setFailure(t('Choose a file to attach.'));
      fileRef.current?.focus();
      return;
    }
    if (file.size > PAGE_FILE_MAX_BYTES) {
      setFailure(t('The file is larger than {{size}}.', { size: formatFileSize(PAGE_FILE_MAX_BYTES) }));
      fileRef.current?.focus();
      return;
    }
    setBusy(true);
    try {
      const answer = await uploadPageFile(id, file, label);
      setPageAttachments(id, answer.data);
      setStatus(answer.message || t('Saved.'));
      setLabel('');
      if (fileRef.current) fileRef.current.value = '';
    } catch (error) {
      setFailure(failureOf(error).message);
      fileRef.current?.focus();
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="admin-children" aria-labelledby="admin-page-files">
      <h2 id="admin-page-files">{t('Attached files')}</h2>
      <p className="admin-hint">{t('PDF, Word, Excel, PowerPoint, OpenDocument or CSV, up to {{size}}. Citizens see them at the foot of the page with their type and size.', { size: formatFileSize(PAGE_FILE_MAX_BYTES) })}</p>
      <StatusLines status={status} failure={failure} />
      {files.length === 0 ? (
        <p>{t('This page has no attached files yet.')}</p>
      ) : (
        <ol className="admin-ordered">
          {files.map((file, index) => (
            <li key={file.id}>
              <strong>{file.name}</strong> <span>({fileKind(file.mime)}, {formatFileSize(file.size)})</span>
              {renaming === file.id ? (
                <RenameForm
                  file={file}
                  onCancel={() => setRenaming(null)}
                  onSave={async (name) => {
                    const saved = await change('pageFile/update', { id: file.id, name });
                    if (saved) setRenaming(null);
                    return saved;
                  }}
                />
              ) : (
                <span className="admin-row-actions">
                  <button type="button" className="admin-link-button" onClick={() => setRenaming(file.id)} aria-label={t('Rename «{{name}}»', { name: file.name })}>
                    {t('Rename')}
                  </button>
                  <MoveButtons name={file.name} index={index} count={files.length} onMove={(to) => void change('pageFile/update', { id: file.id, position: to + 1 })} />
                  <button type="button" className="admin-link-button" onClick={() => void change('pageFile/delete', { id: file.id })} aria-label={t('Remove «{{name}}» from this page', { name: file.name })}>
                    {t('Remove')}
                  </button>
                </span>
              )}
            </li>
          ))}
        </ol>
      )}
      <form className="admin-inline-form" onSubmit={attach} aria-label={t('Attach a file')}>
        <div className="admin-field">
          <label htmlFor="admin-page-file">{t('File')}</label>
          <input id="admin-page-file" ref={fileRef} type="file" accept={PAGE_FILE_ACCEPT} />
        </div>
        <div className="admin-field">
          <label htmlFor="admin-page-file-label">{t('Name citizens read (optional)')}</label>
          <input id="admin-page-file-label" maxLength={PAGE_FILE_LABEL_MAX_LENGTH} value={label} onChange={(event) => setLabel(event.target.value)} />
        </div>
        <button type="submit" className="btn" disabled={busy}>
          {busy ? t('Attaching…') : t('Attach file')}
        </button>
      </form>
    </section>
  );
}
