import { formatMoney, type RequestPayment } from '@portal/contract';
import { pages } from '@portal/pages';
import { i18nKey, useTranslation } from '../i18n';
import { FormToken } from '../forms/plain-forms';

const METHOD: Record<RequestPayment['method'], string> = {
  counter: i18nKey('At the counter'), transfer: i18nKey('Bank transfer'), mobile: i18nKey('Pago Móvil'), card: i18nKey('Card'),
};

const STATE: Record<RequestPayment['state'], string> = {
  pending: i18nKey('Card payment not finished'),
  reported: i18nKey('Received, the municipality is checking it'),
  confirmed: i18nKey('Paid'),
  rejected: i18nKey('Not accepted'),
  refunded: i18nKey('Undone by the municipality'),
};

/** What was paid or reported for a request, newest last, with the city's note and the receipt. */
export function PaymentList({ payments }: { payments: RequestPayment[] }) {
  const { t } = useTranslation();
  if (payments.length === 0) return <p>{t('No payment yet.')}</p>;
  return (
    <ul className="payments">
      {payments.map((payment) => (
        <li key={payment.id} className={`payment payment-${payment.state}`}>
          <strong>{formatMoney(payment.amount_cents, payment.currency)}</strong> · {t(METHOD[payment.method])}
          {payment.reference ? ` · ${t('reference {{reference}}', { reference: payment.reference })}` : ''}
          {': '}<span className="payment-state">{t(STATE[payment.state])}</span>
          {payment.receipt_number && <> · {t('receipt {{number}}', { number: payment.receipt_number })}</>}
          {payment.receipt_number && payment.state === 'confirmed' && (
            <form method="post" action="/pagos" className="actions">
              <FormToken />
              <input type="hidden" name="accion" value="recibo" />
              <input type="hidden" name="pago" value={payment.id} />
              <button type="submit" className="btn btn-secondary">{t('Download receipt {{number}} (PDF)', { number: payment.receipt_number })}</button>
              <a href={pages.receiptCheck.href({ number: payment.receipt_number })}>{t('Check it')}</a>
            </form>
          )}
          {payment.note && <p className="payment-note">{t('Note from the municipality: {{note}}', { note: payment.note })}</p>}
        </li>
      ))}
    </ul>
  );
}
