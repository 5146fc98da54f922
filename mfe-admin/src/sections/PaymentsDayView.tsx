// The treasurer's day: the payments confirmed on one day of the city (undone ones with their
// state), the totals per method, and the same list as a CSV file for the treasury's spreadsheet.
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { corporatePath, formatMoney, type PaymentDailyResponse, type PaymentMethod } from '@portal/contract';
import { http } from '@portal/shared';
import { consoleCustomerId, corporateCall, failureOf } from '../api/corporate-client';
import { useTranslation } from '../i18n';
import { consoleInstant, useConsoleTimeZone } from '../console/console-time';
import { PAYMENT_METHOD_LABELS, PAYMENT_STATE_LABELS } from './RequestPayments';
import type { EditorProps } from './section-spec';

type Day = PaymentDailyResponse['data'];

/** Today on the city's clock, 'YYYY-MM-DD': the treasurer's day is the city's, whatever the browser's zone. */
const today = (zone: string) => new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());

/** Downloads the day's CSV through the corporate call (POST), as the file the server names. */
async function downloadCsv(day: string, method: PaymentMethod | ''): Promise<void> {
  const response = await http.post(corporatePath('payment/dailyCsv'), { customer_id: consoleCustomerId(), day, ...(method ? { method } : {}) }, { responseType: 'blob' });
  const url = URL.createObjectURL(response.data as Blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `pagos-${day}${method ? `-${method}` : ''}.csv`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function PaymentsDayView(_props: EditorProps) {
  const { t } = useTranslation();
  const zone = useConsoleTimeZone();
  const [day, setDay] = useState(() => today(zone));
  const [method, setMethod] = useState<PaymentMethod | ''>('');
  const [shown, setShown] = useState<Day | null>(null);
  const [failure, setFailure] = useState('');

  const load = useCallback((which: string, by: PaymentMethod | '') => {
    setFailure('');
    corporateCall('payment/daily', { day: which, ...(by ? { method: by } : {}) }).then(setShown, (error) => setFailure(failureOf(error).message));
  }, []);
  useEffect(() => load(today(zone), ''), [load, zone]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    load(day, method);
  };

  return (
    <>
      <form className="admin-form" onSubmit={submit}>
        <div className="admin-field">
          <label htmlFor="admin-payments-day">{t('Day')}</label>
          <input id="admin-payments-day" type="date" value={day} onChange={(event) => setDay(event.target.value)} />
        </div>
        <div className="admin-field">
          <label htmlFor="admin-payments-method">{t('Method')}</label>
          <select id="admin-payments-method" value={method} onChange={(event) => setMethod(event.target.value as PaymentMethod | '')}>
            <option value="">{t('All')}</option>
            {Object.entries(PAYMENT_METHOD_LABELS).map(([value, label]) => <option key={value} value={value}>{t(label)}</option>)}
          </select>
        </div>
        <p className="admin-row-actions">
          <button type="submit" className="btn">{t('Show')}</button>
          <button type="button" className="btn btn-secondary" onClick={() => void downloadCsv(day, method).catch((error) => setFailure(failureOf(error).message))}>{t('Download CSV')}</button>
        </p>
      </form>
      {failure && <p role="alert" className="admin-failure">{failure}</p>}
      {shown && (
        <>
          <table className="admin-table">
            <caption>{t('Totals of {{day}}', { day: shown.day })}</caption>
            <thead><tr><th scope="col">{t('Method')}</th><th scope="col">{t('Payments')}</th><th scope="col">{t('Amount')}</th></tr></thead>
            <tbody>
              {shown.totals.map((total) => (
                <tr key={total.method}><td>{t(PAYMENT_METHOD_LABELS[total.method])}</td><td>{total.count}</td><td>{formatMoney(total.amount_cents, shown.payments[0]?.currency)}</td></tr>
              ))}
            </tbody>
          </table>
          <table className="admin-table">
            <caption>{t('Payments of {{day}}', { day: shown.day })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('Confirmed')}</th><th scope="col">{t('Receipt')}</th><th scope="col">{t('Request')}</th><th scope="col">{t('Paid by')}</th>
                <th scope="col">{t('Method')}</th><th scope="col">{t('Reference')}</th><th scope="col">{t('Amount')}</th><th scope="col">{t('State')}</th>
              </tr>
            </thead>
            <tbody>
              {shown.payments.map((payment) => (
                <tr key={payment.id}>
                  <td>{consoleInstant(payment.decided_at, zone, t)}</td><td>{payment.receipt_number ?? '—'}</td><td>{payment.request_code}</td><td>{payment.payer_name}</td>
                  <td>{t(PAYMENT_METHOD_LABELS[payment.method])}</td><td>{payment.reference || '—'}</td><td>{formatMoney(payment.amount_cents, payment.currency)}</td>
                  <td>{t(PAYMENT_STATE_LABELS[payment.state])}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </>
  );
}
