import { formatMoney, type TrackedRequest } from '@portal/contract';
import { currentLanguage, dateTimeFormat, Link } from '@portal/shared';
import { pages } from '@portal/pages';
import { useTranslation } from '../i18n';

const PAYMENT_TEXT: Record<TrackedRequest['payment']['status'], string> = {
  not_required: 'No payment needed',
  pending: 'Pending',
  paid: 'Paid',
};

const when = (iso: string) => dateTimeFormat(currentLanguage() === 'en' ? 'en-US' : 'es-VE', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
// A calendar day ('YYYY-MM-DD' on the city's clock) worded as that day wherever the reader is.
const day = (date: string) => dateTimeFormat(currentLanguage() === 'en' ? 'en-US' : 'es-VE', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
// Money in the city's locale ('Bs.S 446,25') whatever the page's language; the first version's
// float amount when an older server sends no cents.
const money = (payment: TrackedRequest['payment']) =>
  (payment.amount_cents != null ? formatMoney(payment.amount_cents, payment.currency) : payment.amount !== null ? formatMoney(Math.round(payment.amount * 100)) : '');

/** A request's state, what to do next, its payment and its timeline (oldest first). */
export function RequestSummary({ request }: { request: TrackedRequest }) {
  const { t } = useTranslation();
  return (
    <>
      <dl className="details">
        <dt>{t('Tracking code')}</dt>
        <dd className="code">{request.code}</dd>
        <dt>{t('Procedure')}</dt>
        <dd>{request.procedure.name}</dd>
        <dt>{t('State')}</dt>
        <dd className="request-state">{request.state?.name ?? t('Received')}</dd>
        {request.due_date !== null && (
          <>
            <dt>{request.decided_at === null ? t('Answer due by') : t('Answer was due by')}</dt>
            <dd className="request-due"><time dateTime={request.due_date}>{day(request.due_date)}</time></dd>
          </>
        )}
        <dt>{t('Payment')}</dt>
        <dd>{t(PAYMENT_TEXT[request.payment.status])}{request.payment.status !== 'not_required' && money(request.payment) ? ` (${money(request.payment)})` : ''}</dd>
      </dl>
      <p className="next-step notice"><strong>{t('What you must do now:')}</strong> {request.next_step ?? t('Nothing for now: the municipality is working on your request.')}</p>
      {request.pay_to && !request.payment.awaiting && <p><Link to={pages.payments.href({ code: request.code })} className="btn">{t('Pay')}</Link></p>}
      <h3>{t('Timeline')}</h3>
      <ol className="timeline">
        {request.history.map((entry, index) => (
          <li key={index}><time dateTime={entry.at}>{when(entry.at)}</time>: {entry.event}{entry.detail ? ` — ${entry.detail}` : ''}</li>
        ))}
      </ol>
    </>
  );
}
