// One e-mail of the delivery log: to whom, about what, its state and every attempt with the mail
// server's answer; 'Reenviar' queues it again as a new message (the log keeps the first one).
import { useEffect, useRef, useState } from 'react';
import type { MailDetail, MailSummary } from '@portal/contract';
import { corporateCall, corporateEnvelope, failureOf } from '../api/corporate-client';
import { i18nKey, useTranslation } from '../i18n';
import { consoleInstant, useConsoleTimeZone } from '../console/console-time';
import { useFocusRequest } from '../console/use-focus-request';
import type { EditorProps } from './section-spec';

export const MAIL_EVENT_LABELS: Record<MailSummary['event'], string> = {
  'appointment.booked': i18nKey('Appointment booked'),
  'appointment.cancelled': i18nKey('Appointment cancelled'),
  'appointment.reminder': i18nKey('Appointment reminder'),
  'appointment.moved': i18nKey('Appointment moved'),
  'request.received': i18nKey('Request received'),
  'request.state': i18nKey('Request state changed'),
  'request.document_rejected': i18nKey('Document rejected'),
  'request.payment_confirmed': i18nKey('Payment confirmed'),
  'request.payment_rejected': i18nKey('Payment not found'),
  'contact.received': i18nKey('Message received'),
  'contact.reply': i18nKey('Reply to a message'),
  'newsletter.confirm': i18nKey('Newsletter: confirm the subscription'),
  'newsletter.welcome': i18nKey('Newsletter: subscription confirmed'),
  'newsletter.issue': i18nKey('Newsletter issue'),
  'staff.digest': i18nKey('Daily digest for staff'),
};

export const MAIL_STATUS_LABELS: Record<MailSummary['status'], string> = {
  queued: i18nKey('Queued'),
  sending: i18nKey('Sending'),
  sent: i18nKey('Sent'),
  failed: i18nKey('Failed'),
};

const ATTEMPT_LABELS: Record<MailDetail['attempts_log'][number]['outcome'], string> = {
  sent: i18nKey('Sent'),
  retry: i18nKey('Failed, to be retried'),
  failed: i18nKey('Failed, given up'),
  resend: i18nKey('Resent'),
};

export function MailView({ id, onDone }: EditorProps) {
  const { t } = useTranslation();
  const zone = useConsoleTimeZone();
  const [mail, setMail] = useState<MailDetail | null>(null);
  const [failure, setFailure] = useState('');
  const [status, setStatus] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusAfterRender = useFocusRequest();

  useEffect(() => {
    corporateCall('mail/detail', { id: id! })
      .then((loaded) => {
        setMail(loaded);
        focusAfterRender(() => headingRef.current);
      })
      .catch((error) => setFailure(failureOf(error).message));
  }, [id, focusAfterRender]);

  async function resend() {
    setFailure('');
    try {
      const answer = await corporateEnvelope('mail/resend', { id: id! });
      setStatus(answer.message ?? t('Saved.'));
      setMail(await corporateCall('mail/detail', { id: id! }));
    } catch (error) {
      setFailure(failureOf(error).message);
    }
  }

  return (
    <div className="admin-message">
      <p role="status" className="admin-status">{status}</p>
      {failure && <p role="alert" className="admin-failure">{failure}</p>}
      {mail && (
        <>
          <h2 tabIndex={-1} ref={headingRef}>{mail.subject}</h2>
          <dl className="admin-details">
            <dt>{t('Event')}</dt>
            <dd>{t(MAIL_EVENT_LABELS[mail.event])}</dd>
            <dt>{t('Recipient')}</dt>
            <dd>{mail.recipient}</dd>
            <dt>{t('Status')}</dt>
            <dd>{t(MAIL_STATUS_LABELS[mail.status])}</dd>
            <dt>{t('Queued at')}</dt>
            <dd>{consoleInstant(mail.created, zone, t)}</dd>
            <dt>{t('Sent at')}</dt>
            <dd>{consoleInstant(mail.sent_at, zone, t)}</dd>
            {mail.last_error && (
              <>
                <dt>{t('Last answer of the mail server')}</dt>
                <dd>{mail.last_error}</dd>
              </>
            )}
            <dt>{t('Text')}</dt>
            <dd className="admin-message-text">{mail.body_text}</dd>
          </dl>
          <table className="admin-table">
            <caption>{t('Delivery attempts')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('When')}</th>
                <th scope="col">{t('Result')}</th>
                <th scope="col">{t('Answer of the mail server')}</th>
              </tr>
            </thead>
            <tbody>
              {mail.attempts_log.length === 0 ? (
                <tr><td colSpan={3}>{t('No attempt yet.')}</td></tr>
              ) : (
                mail.attempts_log.map((attempt, index) => (
                  <tr key={index}>
                    <td>{consoleInstant(attempt.at, zone, t)}</td>
                    <td>{t(ATTEMPT_LABELS[attempt.outcome])}</td>
                    <td>{attempt.response}</td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
          <p>
            <button type="button" className="btn" onClick={() => void resend()}>{t('Resend')}</button>
          </p>
        </>
      )}
      <p>
        <button type="button" className="btn btn-outline" onClick={onDone}>{t('Back to the list')}</button>
      </p>
    </div>
  );
}
