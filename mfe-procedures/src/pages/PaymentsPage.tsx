import { useRef, useState } from 'react';
import { formatMoney, type TrackedRequest } from '@portal/contract';
import { useSearchParams } from '@portal/shared';
import { useTranslation } from '../i18n';
import { AppointmentSection } from '../appointments/appointment-styles';
import { RequestLookupFields } from '../requests/RequestLookupFields';
import { FormToken, useKeepTyped, useServerData, type PlainFormOutcome, type PlainFormResult } from '../forms/plain-forms';
import { PaymentInstructions } from '../payments/PaymentInstructions';
import { CardPaymentForm } from '../payments/CardPaymentForm';
import { PaymentList } from '../payments/PaymentList';
import { PaymentReportForm } from '../payments/PaymentReportForm';

/** Where a request's fee stands, in one line the citizen reads first. */
function standing(request: TrackedRequest, t: (key: string, values?: Record<string, string>) => string): string {
  const cents = request.payment.amount_cents ?? null;
  const amount = cents === null ? '' : formatMoney(cents, request.payment.currency);
  if (request.payment.status === 'paid') return t('Paid');
  if (request.payment.status === 'not_required') return t('This procedure has no fee.');
  if (request.payment.awaiting) return t('Payment of {{amount}} received: the municipality is checking it.', { amount });
  return t('To pay: {{amount}}', { amount });
}

/**
 * /pagos: what a request owes, how to pay it and what has been paid. The citizen opens the request
 * with its tracking code and e-mail; every form is a plain post the server answers (without
 * JavaScript too), and the code and e-mail then travel in a cookie of this page, never in the address.
 */
export default function PaymentsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const shown = useServerData<PlainFormResult<TrackedRequest>>('paymentsResult');
  const refused = useServerData<PlainFormOutcome>('paymentsForm');
  const [code, setCode] = useState(shown?.code ?? refused?.values.code ?? params.get('codigo') ?? '');
  const [email, setEmail] = useState(shown?.email ?? refused?.values.email ?? '');
  const form = useRef<HTMLFormElement>(null);
  useKeepTyped(form, ['codigo', 'email'], (typed) => {
    if (typed.codigo !== undefined) setCode(typed.codigo);
    if (typed.email !== undefined) setEmail(typed.email);
  });
  const request = shown?.data ?? null;
  const due = request?.pay_to && request.payment.amount_cents ? { payTo: request.pay_to, cents: request.payment.amount_cents } : null;

  return (
    <AppointmentSection className="container payments-page">
      <h1>{t('Online payments')}</h1>
      <p className="intro">{t('Pay the fee of a request you started online: see how much, where to pay it, and what you have paid.')}</p>
      <form ref={form} method="post" action="/pagos" noValidate aria-label={t('Find my request')}>
        <FormToken />
        <RequestLookupFields idPrefix="payments" code={code} email={email} onCodeChange={setCode} onEmailChange={setEmail} />
        <p className="alert" role="alert">{refused?.error.message ?? ''}</p>
        <div className="actions"><button type="submit" className="btn">{t('See my payments')}</button></div>
      </form>
      {request && (
        <section aria-labelledby="payments-request">
          <h2 id="payments-request" tabIndex={-1}>{t('Request {{code}}', { code: request.code })}</h2>
          {shown?.notice ? <p className="success" role="status">{shown.notice}</p> : null}
          <dl className="details">
            <dt>{t('Procedure')}</dt>
            <dd>{request.procedure.name}</dd>
            <dt>{t('Payment')}</dt>
            <dd className="payment-standing">{standing(request, t)}</dd>
          </dl>
          {due && !request.payment.awaiting && (
            <section aria-labelledby="how-to-pay">
              <h3 id="how-to-pay">{t('How to pay')}</h3>
              {due.payTo.card && <CardPaymentForm cents={due.cents} currency={due.payTo.currency} />}
              <PaymentInstructions payTo={due.payTo} cents={due.cents} code={request.code} />
              <PaymentReportForm payTo={due.payTo} />
            </section>
          )}
          <h3>{t('Your payments')}</h3>
          <PaymentList payments={request.payments ?? []} />
        </section>
      )}
    </AppointmentSection>
  );
}
