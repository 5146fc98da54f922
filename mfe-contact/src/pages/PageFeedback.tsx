import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ApiError, currentCustomerId, requestEnvelope } from '@portal/shared';
import { FEEDBACK_COMMENT_MAX_LENGTH, type FeedbackRequest, type FeedbackResponse, calls } from '@portal/contract';
import type { WidgetProps } from '@portal/pages';
import { useTranslation } from '../i18n';

const Box = styled.section`
  @media print { display: none; }
  margin-top: 2rem;
  padding: 1.25rem;
  border-top: 1px solid var(--color-border);
  fieldset { border: 0; padding: 0; margin: 0 0 0.75rem; }
  legend { font-weight: 600; margin-bottom: 0.5rem; }
  .choices { display: flex; gap: 1.5rem; }
  .choices label { display: inline-flex; align-items: center; gap: 0.4rem; min-height: 24px; }
  textarea { width: 100%; max-width: 40rem; min-height: 5rem; }
  .hint { font-size: 0.9rem; margin: 0.25rem 0 0.75rem; }
`;

type State = { step: 'asking' } | { step: 'sending' } | { step: 'sent'; message: string };

/**
 * '¿Le resultó útil esta página?' at the foot of a procedure's page, a news story or a city page:
 * yes or no and an optional comment; nothing asks who answers.
 */
export default function PageFeedback({ kind, id }: WidgetProps<'contact/PageFeedback'>) {
  const { t } = useTranslation();
  const [helpful, setHelpful] = useState<boolean | null>(null);
  const [comment, setComment] = useState('');
  const [state, setState] = useState<State>({ step: 'asking' });
  const [failure, setFailure] = useState('');
  const prefix = `page-feedback-${kind}-${id}`;

  async function send(event: FormEvent) {
    event.preventDefault();
    if (helpful === null) {
      setFailure(t('Choose «Yes» or «No».'));
      return;
    }
    setFailure('');
    setState({ step: 'sending' });
    try {
      const body: FeedbackRequest = { customer_id: String(currentCustomerId() ?? ''), kind, id, helpful, ...(comment.trim() ? { comment: comment.trim() } : {}) };
      const answer = await requestEnvelope<FeedbackResponse>({ method: 'POST', url: calls.feedback.path, data: body, toastOnError: false });
      setState({ step: 'sent', message: answer.message || t('Thank you for your answer.') });
    } catch (error) {
      setState({ step: 'asking' });
      setFailure(error instanceof ApiError && error.status === 429
        ? t('Too many answers from this connection. Try again later.')
        : t('Your answer could not be sent. Try again.'));
    }
  }

  return (
    <Box aria-labelledby={`${prefix}-title`} className="page-feedback">
      <h2 id={`${prefix}-title`} className="h5">{t('Was this page useful?')}</h2>
      {state.step === 'sent' ? (
        <p role="status">{state.message}</p>
      ) : (
        <form onSubmit={send} noValidate>
          <fieldset>
            <legend className="visually-hidden">{t('Was this page useful?')}</legend>
            <div className="choices">
              <label>
                <input type="radio" name={`${prefix}-helpful`} checked={helpful === true} onChange={() => setHelpful(true)} />
                {t('Yes')}
              </label>
              <label>
                <input type="radio" name={`${prefix}-helpful`} checked={helpful === false} onChange={() => setHelpful(false)} />
                {t('No')}
              </label>
            </div>
          </fieldset>
          <label htmlFor={`${prefix}-comment`}>{t('Comment (optional)')}</label>
          <textarea
            id={`${prefix}-comment`}
            value={comment}
            maxLength={FEEDBACK_COMMENT_MAX_LENGTH}
            aria-describedby={`${prefix}-hint`}
            onChange={(event) => setComment(event.target.value)}
          />
          <p id={`${prefix}-hint`} className="hint">{t('Please do not write your name or other personal data: nobody will reply to this comment.')}</p>
          {failure && <p role="alert">{failure}</p>}
          <button type="submit" className="btn" disabled={state.step === 'sending'}>{t('Send answer')}</button>
        </form>
      )}
    </Box>
  );
}
