// One message of the contact inbox: who wrote, when, the whole text and its reference, and the thread
// of replies. A reply written here is e-mailed to the citizen from the city's address and marks the
// message answered (contact/reply); a clerk who answered another way (by phone) marks it answered
// with a note instead (contact/markAnswered). Once answered it shows by whom, when and the note.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { InboxMessage } from '@portal/contract';
import { corporateCall, corporateEnvelope, failureOf } from '../api/corporate-client';
import { useTranslation } from '../i18n';
import { consoleInstant, useConsoleTimeZone } from '../console/console-time';
import { MAIL_STATUS_LABELS } from './MailView';
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
  const [reply, setReply] = useState('');
  const [replyError, setReplyError] = useState('');
  const replyRef = useRef<HTMLTextAreaElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusAfterRender = useFocusRequest();

  useEffect(() => {
    corporateCall('contact/detail', { id: id! })
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
      const answer = await corporateEnvelope('contact/markAnswered', { id: id!, note: note.trim() });
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

  async function sendReply(event: FormEvent) {
    event.preventDefault();
    setFailure('');
    if (!reply.trim()) {
      setReplyError(t('Write the answer.'));
      replyRef.current?.focus();
      return;
    }
    setReplyError('');
    try {
      const answer = await corporateEnvelope('contact/reply', { id: id!, body: reply.trim() });
      setMessage(answer.data);
      setReply('');
      setStatus(answer.message ?? t('Saved.'));
      focusAfterRender(() => headingRef.current);
    } catch (error) {
      const { message: text, errors } = failureOf(error);
      setFailure(text);
      const refusal = errors.find((item) => item.field === 'body');
      if (refusal) {
        setReplyError(refusal.message);
        replyRef.current?.focus();
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
          {message.replies.length > 0 && (
            <section aria-labelledby="admin-thread-heading">
              <h3 id="admin-thread-heading">{t('Replies sent')}</h3>
              <ol className="admin-thread">
                {message.replies.map((item) => (
                  <li key={item.id}>
                    <p>
                      {t('{{author}}, {{when}} — e-mail: {{delivery}}', {
                        author: item.author, when: consoleInstant(item.at, zone, t), delivery: t(MAIL_STATUS_LABELS[item.delivery]),
                      })}
                    </p>
                    <p className="admin-message-text">{item.body}</p>
                  </li>
                ))}
              </ol>
            </section>
          )}
          <form className="admin-form" onSubmit={sendReply} noValidate>
            <div className="admin-field">
              <label htmlFor="admin-reply">{t('Reply to {{email}} *', { email: message.email })}</label>
              <textarea
                id="admin-reply"
                ref={replyRef}
                rows={6}
                maxLength={5000}
                value={reply}
                onChange={(event) => setReply(event.target.value)}
                aria-invalid={replyError ? true : undefined}
                aria-describedby={replyError ? 'admin-reply-error admin-reply-hint' : 'admin-reply-hint'}
              />
              <p id="admin-reply-hint" className="admin-hint">
                {t('Sent by e-mail from the city\'s address, with the reference {{reference}} in the subject.', { reference: message.reference })}
              </p>
              {replyError && (
                <p id="admin-reply-error" className="admin-field-error">
                  {replyError}
                </p>
              )}
            </div>
            <button type="submit" className="btn">
              {t('Send reply')}
            </button>
          </form>
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
