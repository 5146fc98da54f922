// What can happen next to a saved news post: an editor whose role does not publish sends it for
// review; the customer's approver role (or an admin) publishes it, schedules it for a date and time
// of the city's clock (a server job publishes it then) or takes it back.
import { useId, useState, type FormEvent } from 'react';
import type { CorporateCall, EditorPost } from '@portal/contract';
import { failureOf, sectionEnvelope } from '../api/corporate-client';
import { consoleInstant, useConsoleTimeZone, zoneName } from '../console/console-time';
import { useTranslation } from '../i18n';

interface Props {
  post: EditorPost;
  onChanged: (post: EditorPost, status: string) => void;
  onFailure: (message: string) => void;
}

export function PostWorkflow({ post, onChanged, onFailure }: Props) {
  const { t } = useTranslation();
  const zone = useConsoleTimeZone();
  const id = useId();
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [error, setError] = useState('');

  async function act(call: CorporateCall, status: (changed: EditorPost) => string, extra: object = {}) {
    onFailure('');
    try {
      const answer = await sectionEnvelope<EditorPost>(call, { id: post.id, ...extra });
      onChanged(answer.data, status(answer.data));
    } catch (failure) {
      const { message, errors } = failureOf(failure);
      if (call === 'post/schedule' && errors.length > 0) setError(errors.map((item) => item.message).join(' '));
      else onFailure(message);
    }
  }

  function schedule(event: FormEvent) {
    event.preventDefault();
    if (!date || !time) {
      setError(t('Choose the date and the time.'));
      return;
    }
    setError('');
    void act('post/schedule', (changed) => t('Scheduled: it will be published on {{when}}.', { when: consoleInstant(changed.scheduled_at, zone, t) }), { date, time });
  }

  if (!post.may_publish) {
    return post.status === 'draft' || post.status === 'unpublished' ? (
      <div className="admin-actions">
        <button type="button" className="btn" onClick={() => void act('post/submit', () => t('Sent for review: whoever publishes will see it.'))}>
          {t('Send for review')}
        </button>
      </div>
    ) : null;
  }
  return (
    <div className="admin-post-workflow">
      <div className="admin-actions">
        {post.status !== 'published' && (
          <button type="button" className="btn" onClick={() => void act('post/publish', () => t('Published: it is on the news page now.'))}>
            {t('Publish')}
          </button>
        )}
        {(post.status === 'published' || post.status === 'scheduled') && (
          <button type="button" className="btn btn-outline" onClick={() => void act('post/unpublish', () => t('Unpublished: citizens no longer see it.'))}>
            {post.status === 'published' ? t('Unpublish') : t('Cancel the schedule')}
          </button>
        )}
      </div>
      {post.status !== 'published' && (
        <fieldset>
          <legend>{t('Schedule the publication')}</legend>
          <div className="admin-field">
            <label htmlFor={`${id}-date`}>{t('Date')}</label>
            <input id={`${id}-date`} type="date" value={date} onChange={(event) => { setDate(event.target.value); setError(''); }} />
          </div>
          <div className="admin-field">
            <label htmlFor={`${id}-time`}>{t('Time ({{zone}})', { zone: zoneName(zone, t) })}</label>
            <input
              id={`${id}-time`}
              type="time"
              value={time}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(event) => { setTime(event.target.value); setError(''); }}
            />
          </div>
          {error && <p id={`${id}-error`} className="admin-field-error">{error}</p>}
          <button type="button" className="btn btn-outline" onClick={schedule}>
            {t('Schedule')}
          </button>
        </fieldset>
      )}
    </div>
  );
}
