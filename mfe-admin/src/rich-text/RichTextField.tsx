// A body field written with the rich editor: the label, hint and error of any console field around
// the editor, which is a chunk of its own (TipTap, ProseMirror) downloaded the first time a post or
// page form opens, never with the rest of the console.
import { Suspense, lazy } from 'react';
import { useTranslation } from '../i18n';

const RichTextEditor = lazy(() => import(/* webpackChunkName: "rich-text-editor" */ './RichTextEditor'));

interface Props {
  id: string;
  label: string;
  value: string;
  hint?: string;
  error?: string;
  onChange: (html: string) => void;
}

export function RichTextField({ id, label, value, hint, error, onChange }: Props) {
  const { t } = useTranslation();
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="admin-field">
      <span id={`${id}-label`} className="admin-label">{label}</span>
      <Suspense fallback={<p role="status">{t('Loading the editor…')}</p>}>
        <RichTextEditor labelId={`${id}-label`} describedBy={describedBy} value={value} invalid={Boolean(error)} onChange={onChange} />
      </Suspense>
      {hint && <p id={`${id}-hint`} className="admin-hint">{hint}</p>}
      {error && <p id={`${id}-error`} className="admin-field-error">{error}</p>}
    </div>
  );
}
