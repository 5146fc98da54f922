// The payments of one request for a clerk: what is due (in the city's money, 'Bs.S 446,25'), every
// payment made or reported with who decided it, and what the clerk may do next: confirm or reject
// (with a note the citizen receives) a reported transfer or Pago Móvil, undo a confirmed payment
// with a reason (it stays in the list as refunded), or record one taken at the counter with its
// amount, method and reference.
import { useState, type FormEvent } from 'react';
import { formatMoney, parseAmount, type CorporateCall, type PaymentMethod, type StaffPayment, type StaffRequest } from '@portal/contract';
import { i18nKey, useTranslation } from '../i18n';
import { consoleInstant, useConsoleTimeZone } from '../console/console-time';

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  counter: i18nKey('At the counter'),
  transfer: i18nKey('Bank transfer'),
  mobile: i18nKey('Pago Móvil'),
  card: i18nKey('Card'),
};

export const PAYMENT_STATE_LABELS: Record<StaffPayment['state'], string> = {
  pending: i18nKey('Card payment begun'),
  reported: i18nKey('Reported, to check'),
  confirmed: i18nKey('Confirmed'),
  rejected: i18nKey('Not found'),
  refunded: i18nKey('Undone'),
};

const PAYMENT_STATUS_LABELS = { not_required: i18nKey('No payment needed'), pending: i18nKey('Pending'), paid: i18nKey('Paid') } as const;

interface Props {
  request: StaffRequest;
  /** makes a call on this request; true when it succeeded (the request shown is then the answer) */
  change: (call: CorporateCall, body: object) => Promise<boolean>;
}

/** The request's fee, in the city's money; '—' when there is none. */
export function amountDue(request: StaffRequest): string {
  const cents = request.payment.amount_cents ?? null;
  return cents === null ? '—' : formatMoney(cents, request.payment.currency);
}

export function RequestPayments({ request, change }: Props) {
  const { t } = useTranslation();
  const zone = useConsoleTimeZone();
  const [notes, setNotes] = useState<Record<number, string>>({});
  const [noteErrors, setNoteErrors] = useState<Record<number, string>>({});
  const [amount, setAmount] = useState(() => (request.payment.amount_cents ? formatMoney(request.payment.amount_cents, request.payment.currency).replace(/^\D+/u, '') : ''));
  const [method, setMethod] = useState<PaymentMethod>('counter');
  const [reference, setReference] = useState('');
  const [amountError, setAmountError] = useState('');
  const currency = request.payment.currency ?? 'VES';

  async function decide(payment: StaffPayment, call: 'userProcedure/confirmPayment' | 'userProcedure/rejectPayment' | 'userProcedure/undoPayment') {
    const note = (notes[payment.id] ?? '').trim();
    if (call !== 'userProcedure/confirmPayment' && !note) {
      setNoteErrors((all) => ({ ...all, [payment.id]: call === 'userProcedure/rejectPayment' ? t('Say why the payment was not found.') : t('Say why the payment is undone.') }));
      document.getElementById(`admin-payment-note-${payment.id}`)?.focus();
      return;
    }
    setNoteErrors((all) => ({ ...all, [payment.id]: '' }));
    if (await change(call, { payment_id: payment.id, ...(note ? { note } : {}) })) setNotes((all) => ({ ...all, [payment.id]: '' }));
  }

  async function record(event: FormEvent) {
    event.preventDefault();
    const cents = parseAmount(amount);
    if (cents === null || cents <= 0) {
      setAmountError(t('Write the amount paid, for example 446,25.'));
      document.getElementById('admin-payment-amount')?.focus();
      return;
    }
    setAmountError('');
    if (await change('userProcedure/recordPayment', { amount_cents: cents, method, reference: reference.trim() })) setReference('');
  }

  const noteField = (payment: StaffPayment, label: string) => (
    <div className="admin-field">
      <label htmlFor={`admin-payment-note-${payment.id}`}>{label}</label>
      <input id={`admin-payment-note-${payment.id}`} value={notes[payment.id] ?? ''} maxLength={1000}
        aria-invalid={noteErrors[payment.id] ? true : undefined}
        aria-describedby={noteErrors[payment.id] ? `admin-payment-note-${payment.id}-error` : undefined}
        onChange={(event) => setNotes((all) => ({ ...all, [payment.id]: event.target.value }))} />
      {noteErrors[payment.id] && <p id={`admin-payment-note-${payment.id}-error`} className="admin-field-error">{noteErrors[payment.id]}</p>}
    </div>
  );

  return (
    <section aria-labelledby="admin-payments-heading">
      <h3 id="admin-payments-heading">{t('Payment')}</h3>
      <p>{t('{{status}} · fee {{amount}}', { status: t(PAYMENT_STATUS_LABELS[request.payment.status]), amount: amountDue(request) })}</p>
      {request.payments.length > 0 && (
        <ul className="admin-documents">
          {request.payments.map((payment) => (
            <li key={payment.id}>
              <strong>{formatMoney(payment.amount_cents, payment.currency)}</strong> · {t(PAYMENT_METHOD_LABELS[payment.method])}
              {payment.reference && <> · {t('reference {{reference}}', { reference: payment.reference })}</>}
              {payment.payer_bank && <> · {payment.payer_bank}</>}
              {payment.paid_on && <> · {t('paid on {{day}}', { day: payment.paid_on })}</>}
              {': '}<span className="admin-document-status">{t(PAYMENT_STATE_LABELS[payment.state])}</span>
              {payment.receipt_number && <> · {t('receipt {{number}}', { number: payment.receipt_number })}</>}
              {payment.decided_by && payment.decided_at && <> · {t('by {{who}}, {{when}}', { who: payment.decided_by, when: consoleInstant(payment.decided_at, zone, t) })}</>}
              {payment.note && <span> — {payment.note}</span>}
              {payment.state === 'reported' && (
                <>
                  {noteField(payment, t('Note for the citizen (required to reject)'))}
                  <p className="admin-row-actions">
                    <button type="button" className="btn" onClick={() => void decide(payment, 'userProcedure/confirmPayment')}>{t('Confirm the payment {{reference}}', { reference: payment.reference })}</button>
                    <button type="button" className="btn btn-secondary" onClick={() => void decide(payment, 'userProcedure/rejectPayment')}>{t('Reject the payment {{reference}}', { reference: payment.reference })}</button>
                  </p>
                </>
              )}
              {payment.state === 'confirmed' && (
                <>
                  {noteField(payment, t('Reason to undo it'))}
                  <p className="admin-row-actions">
                    <button type="button" className="btn btn-secondary" onClick={() => void decide(payment, 'userProcedure/undoPayment')}>{t('Undo the payment')}</button>
                  </p>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {request.payment.status === 'pending' && (
        <form className="admin-form" onSubmit={(event) => void record(event)} aria-labelledby="admin-record-payment-heading">
          <h4 id="admin-record-payment-heading">{t('Record a payment')}</h4>
          <div className="admin-field">
            <label htmlFor="admin-payment-amount">{t('Amount ({{currency}})', { currency })}</label>
            <input id="admin-payment-amount" inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} maxLength={20}
              aria-invalid={amountError ? true : undefined} aria-describedby={amountError ? 'admin-payment-amount-error' : undefined} />
            {amountError && <p id="admin-payment-amount-error" className="admin-field-error">{amountError}</p>}
          </div>
          <div className="admin-field">
            <label htmlFor="admin-payment-method">{t('Method')}</label>
            <select id="admin-payment-method" value={method} onChange={(event) => setMethod(event.target.value as PaymentMethod)}>
              {Object.entries(PAYMENT_METHOD_LABELS).map(([value, label]) => <option key={value} value={value}>{t(label)}</option>)}
            </select>
          </div>
          <div className="admin-field">
            <label htmlFor="admin-payment-reference">{t('Reference (bank, point of sale or cash receipt)')}</label>
            <input id="admin-payment-reference" value={reference} maxLength={100} onChange={(event) => setReference(event.target.value)} />
          </div>
          <button type="submit" className="btn">{t('Record the payment')}</button>
        </form>
      )}
    </section>
  );
}
