// One message of the contact inbox: who wrote, when, the whole text and its reference; while it is
// new, a note of what was answered marks it answered (contact/markAnswered). Once answered it shows
// by whom, when and the note.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { InboxMessage } from '@portal/contract';
import { corporateCall, corporateEnvelope, failureOf } from '../api/corporate-client';
import { useTranslation } from '../i18n';
import { consoleInstant, useConsoleTimeZone } from '../console/console-time';
import { useFocusRequest } from '../console/use-focus-request';
import type { EditorProps } from './section-spec';

export function InboxMessageView({ id, onDone }: EditorProps) {
  const { t } = useTranslation();
  const zone = useConsoleTimeZone();
  const [message, setMessage] = useState<InboxMessage | null>(null);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState('');
  const [failure, setFailure] = useState('');
  const [status, setStatus] = useState('');
  const noteRef = useRef<HTMLTextAreaElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusAfterRender = useFocusRequest();

  useEffect(() => {
    corporateCall<InboxMessage>('contact/detail', { id })
      .then((loaded) => {
        setMessage(loaded);
        focusAfterRender(() => headingRef.current);
      })
      .catch((error) => setFailure(failureOf(error).message));
  }, [id, focusAfterRender]);

  async function markAnswered(event: FormEvent) {
    event.preventDefault();
    setFailure('');
    if (!note.trim()) {
      setNoteError(t('Write what was answered.'));
      noteRef.current?.focus();
      return;
    }
    setNoteError('');
    try {
      const answer = await corporateEnvelope<InboxMessage>('contact/markAnswered', { id, note: note.trim() });
      setMessage(answer.data);
      setStatus(answer.message ?? t('Saved.'));
      focusAfterRender(() => headingRef.current);
    } catch (error) {
      const { message: text, errors } = failureOf(error);
      setFailure(text);
      const noteRefusal = errors.find((item) => item.field === 'note');
      if (noteRefusal) {
        setNoteError(noteRefusal.message);
        noteRef.current?.focus();
      }
    }
  }

  return (
    <div className="admin-message">
      <p role="status" className="admin-status">
        {status}
      </p>
      {failure && (
        <p role="alert" className="admin-failure">
          {failure}
        </p>
      )}
      {message && (
        <>
          <h2 tabIndex={-1} ref={headingRef}>
            {t('Message {{reference}}', { reference: message.reference })}
          </h2>
          <dl className="admin-details">
            <dt>{t('Status')}</dt>
            <dd>{message.status === 'new' ? t('New') : t('Answered')}</dd>
            <dt>{t('Received')}</dt>
            <dd>{consoleInstant(message.created, zone, t)}</dd>
            <dt>{t('Name')}</dt>
            <dd>{message.name}</dd>
            <dt>{t('E-mail')}</dt>
            <dd>
              <a href={`mailto:${message.email}`}>{message.email}</a>
            </dd>
            <dt>{t('Phone')}</dt>
            <dd>{message.phone || '—'}</dd>
            <dt>{t('Message')}</dt>
            <dd className="admin-message-text">{message.message}</dd>
            {message.status === 'answered' && (
              <>
                <dt>{t('Answered by')}</dt>
                <dd>
                  {message.answered_by} ({consoleInstant(message.answered_at, zone, t)})
                </dd>
                <dt>{t('Note')}</dt>
                <dd>{message.answer_note}</dd>
              </>
            )}
          </dl>
          {message.status === 'new' && (
            <form className="admin-form" onSubmit={markAnswered} noValidate>
              <div className="admin-field">
                <label htmlFor="admin-answer-note">{t('What was answered, and how *')}</label>
                <textarea
                  id="admin-answer-note"
                  ref={noteRef}
                  rows={4}
                  maxLength={2000}
                  value={note}
                  onChange={(event) => setNote(event.target.value)}
                  aria-invalid={noteError ? true : undefined}
                  aria-describedby={noteError ? 'admin-answer-note-error' : undefined}
                />
                {noteError && (
                  <p id="admin-answer-note-error" className="admin-field-error">
                    {noteError}
                  </p>
                )}
              </div>
              <button type="submit" className="btn">
                {t('Mark answered')}
              </button>
            </form>
          )}
        </>
      )}
      <p>
        <button type="button" className="btn btn-outline" onClick={onDone}>
          {t('Back to the list')}
        </button>
      </p>
    </div>
  );
}
