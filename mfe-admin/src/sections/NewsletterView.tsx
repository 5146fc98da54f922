// The newsletter (editors): compose an issue from published news posts (a subject, a few words, the
// stories in the order ticked) and send it to the city's confirmed subscribers, after a second
// click that says to how many; below, the issues sent with their recipients and deliveries.
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import type { EditorPost, NewsletterIssue } from '@portal/contract';
import { corporateCall, corporateEnvelope, corporateList, failureOf } from '../api/corporate-client';
import { TextField } from '../console/TextField';
import { consoleInstant, useConsoleTimeZone } from '../console/console-time';
import { useTranslation } from '../i18n';
import type { EditorProps } from './section-spec';

const STORIES_OFFERED = 20;

export function NewsletterView(_props: EditorProps) {
  const { t } = useTranslation();
  const zone = useConsoleTimeZone();
  const [subscribers, setSubscribers] = useState<number | null>(null);
  const [issues, setIssues] = useState<NewsletterIssue[]>([]);
  const [stories, setStories] = useState<EditorPost[]>([]);
  const [subject, setSubject] = useState('');
  const [intro, setIntro] = useState('');
  const [chosen, setChosen] = useState<number[]>([]);
  const [errors, setErrors] = useState<{ subject?: string; stories?: string }>({});
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState('');
  const subjectRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);

  const load = useCallback(() => {
    corporateCall('newsletterIssue/list', {}).then((data) => {
      setSubscribers(data.subscribers);
      setIssues(data.issues);
    }, (error) => setFailure(failureOf(error).message));
  }, []);

  useEffect(() => {
    load();
    corporateList('post/list', { status: 'published', pageSize: STORIES_OFFERED }).then((page) => setStories(page.data), (error) => setFailure(failureOf(error).message));
  }, [load]);

  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);

  const toggle = (id: number, on: boolean) => setChosen((ids) => (on ? [...ids, id] : ids.filter((item) => item !== id)));

  function review(event: FormEvent) {
    event.preventDefault();
    const found = {
      ...(subject.trim() ? {} : { subject: t('Write the subject of the issue.') }),
      ...(chosen.length > 0 ? {} : { stories: t('Tick at least one news story.') }),
    };
    setErrors(found);
    setStatus('');
    if (found.subject) return subjectRef.current?.focus();
    if (found.stories) return document.getElementById('admin-newsletter-stories')?.focus();
    setConfirming(true);
  }

  async function send() {
    setBusy(true);
    setFailure('');
    try {
      const answer = await corporateEnvelope('newsletterIssue/send', { subject: subject.trim(), intro, post_ids: chosen });
      setStatus(t('Issue queued for {{count}} confirmed subscribers.', { count: answer.data.recipients }));
      setSubject('');
      setIntro('');
      setChosen([]);
      load();
    } catch (error) {
      // What was written stays: the editor may correct it and send again.
      setFailure(failureOf(error).message);
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  }

  return (
    <div className="admin-newsletter">
      <p role="status">{status}</p>
      {failure && <p role="alert" className="admin-failure">{failure}</p>}
      {subscribers !== null && <p>{t('Confirmed subscribers: {{count}}', { count: subscribers })}</p>}
      <form onSubmit={review} noValidate aria-labelledby="admin-newsletter-compose">
        <h2 id="admin-newsletter-compose">{t('New issue')}</h2>
        <TextField id="admin-newsletter-subject" ref={subjectRef} label={t('Subject')} value={subject} maxLength={150} error={errors.subject}
          onChange={(event) => { setSubject(event.target.value); setConfirming(false); }} />
        <div className="admin-field">
          <label htmlFor="admin-newsletter-intro">{t('A few words before the stories (optional)')}</label>
          <textarea id="admin-newsletter-intro" value={intro} maxLength={2000} rows={3} onChange={(event) => { setIntro(event.target.value); setConfirming(false); }} />
        </div>
        <fieldset id="admin-newsletter-stories" className="admin-checkboxes" tabIndex={-1} aria-describedby={errors.stories ? 'admin-newsletter-stories-error' : undefined}>
          <legend>{t('News stories, in the order you tick them')}</legend>
          {stories.length === 0 && <p>{t('There is no published news story yet.')}</p>}
          {stories.map((story) => (
            <div className="admin-field admin-field-checkbox" key={story.id}>
              <input id={`admin-newsletter-story-${story.id}`} type="checkbox" checked={chosen.includes(story.id)} onChange={(event) => { toggle(story.id, event.target.checked); setConfirming(false); }} />
              <label htmlFor={`admin-newsletter-story-${story.id}`}>
                {chosen.includes(story.id) ? `${chosen.indexOf(story.id) + 1}. ` : ''}{story.title}
              </label>
            </div>
          ))}
          {errors.stories && <p id="admin-newsletter-stories-error" className="admin-field-error">{errors.stories}</p>}
        </fieldset>
        {!confirming && <button type="submit" className="btn" disabled={busy || subscribers === 0}>{t('Review and send')}</button>}
        {subscribers === 0 && <p className="admin-hint">{t('Nobody has confirmed a subscription yet: there is no one to send it to.')}</p>}
      </form>
      {confirming && (
        <div className="admin-confirm" role="group" aria-labelledby="admin-newsletter-confirm">
          <p id="admin-newsletter-confirm">{t('Send «{{subject}}» to {{count}} confirmed subscribers now? It cannot be recalled.', { subject: subject.trim(), count: subscribers ?? 0 })}</p>
          <button type="button" className="btn" ref={confirmRef} disabled={busy} onClick={() => void send()}>{t('Send now')}</button>
          <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => setConfirming(false)}>{t('Back')}</button>
        </div>
      )}
      <table className="admin-table">
        <caption>{t('Issues sent, the newest first')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('Subject')}</th>
            <th scope="col">{t('Sent')}</th>
            <th scope="col">{t('Recipients')}</th>
            <th scope="col">{t('Delivered')}</th>
            <th scope="col">{t('Failed')}</th>
          </tr>
        </thead>
        <tbody>
          {issues.map((issue) => (
            <tr key={issue.id}>
              <th scope="row">{issue.subject}</th>
              <td>{consoleInstant(issue.created, zone, t)}</td>
              <td>{issue.recipients}</td>
              <td>{issue.delivered}</td>
              <td>{issue.failed}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
