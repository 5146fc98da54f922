import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { calls, formatMoney, type ReceiptCheck } from '@portal/contract';
import { ApiError, currentCustomerAtom, readBoot, request, serverDataAtom, useSearchParams } from '@portal/shared';
import { i18nKey, useTranslation } from '../i18n';
import { AppointmentSection } from '../appointments/appointment-styles';

/** The check the server made for the page it rendered (api/src/ssr/page-data.ts 'receipt'). */
interface Checked {
  number: string;
  status: number;
  receipt?: ReceiptCheck;
  message?: string;
}

const METHOD: Record<ReceiptCheck['method'], string> = {
  counter: i18nKey('At the counter'), transfer: i18nKey('Bank transfer'), mobile: i18nKey('Pago Móvil'), card: i18nKey('Card'),
};

async function checkReceipt(customerId: string, number: string): Promise<Checked> {
  try {
    return { number, status: 200, receipt: await request<ReceiptCheck>({ url: calls.receiptValidate.path, params: { customer_id: customerId, number }, toastOnError: false }) };
  } catch (error) {
    return { number, status: error instanceof ApiError ? error.status : 0, message: error instanceof ApiError ? error.message : undefined };
  }
}

/**
 * /recibos?numero=R-2026-000123 — anyone holding a payment receipt checks it, as with the
 * certificates: the verdict, the amount, what was paid, the payer masked to initials and the PDF's
 * SHA-256 to compare with the copy they were given. The form is a plain GET (works without JavaScript).
 */
export default function ReceiptCheckPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const number = (search.get('numero') ?? '').trim();
  const customer = useAtomValue(currentCustomerAtom);
  const customerId = String(customer?.id ?? readBoot().customerId ?? '');
  const fromServer = useAtomValue(serverDataAtom).receipt as Checked | undefined;
  const [checked, setChecked] = useState<Checked | null>(fromServer && fromServer.number === number ? fromServer : null);

  useEffect(() => {
    // A visit the server did not render (a link followed in the page) checks the number here.
    if (!number || checked?.number === number || customerId === '') return;
    let current = true;
    void checkReceipt(customerId, number).then((answer) => {
      if (current) setChecked(answer);
    });
    return () => {
      current = false;
    };
  }, [number, customerId, checked?.number]);

  const receipt = checked?.status === 200 ? checked.receipt : undefined;
  return (
    <AppointmentSection className="container receipt-check">
      <h1>{t('Check a payment receipt')}</h1>
      <p className="intro">{t('Write the number printed on the receipt. The municipality confirms whether the payment stands, and the file\'s fingerprint lets you compare the copy you were given.')}</p>
      <form method="get" action="/recibos" aria-label={t('Check a payment receipt')}>
        <div className="field">
          <label htmlFor="receipt-number">{t('Receipt number')}</label>
          <p className="hint" id="receipt-number-hint">{t('For example R-2026-000123.')}</p>
          <input id="receipt-number" name="numero" autoComplete="off" defaultValue={number} aria-describedby="receipt-number-hint" maxLength={40} />
        </div>
        <div className="actions"><button type="submit" className="btn">{t('Check')}</button></div>
      </form>
      {checked && (
        <section aria-labelledby="receipt-verdict">
          {receipt ? (
            <>
              <h2 id="receipt-verdict" className={`verdict verdict-${receipt.verdict}`}>
                {receipt.verdict === 'valido' ? t('Valid receipt {{number}}', { number: receipt.number }) : t('Receipt {{number}} was undone by the municipality', { number: receipt.number })}
              </h2>
              <dl className="details">
                <dt>{t('Amount')}</dt><dd>{formatMoney(receipt.amount_cents, receipt.currency)}</dd>
                <dt>{t('Procedure')}</dt><dd>{receipt.procedure}</dd>
                <dt>{t('Paid by')}</dt><dd>{receipt.payer}</dd>
                <dt>{t('Method')}</dt><dd>{t(METHOD[receipt.method])}</dd>
                <dt>{t('Confirmed on')}</dt><dd><time dateTime={receipt.confirmed_at}>{receipt.confirmed_at.slice(0, 10)}</time></dd>
                {receipt.sha256 && (<><dt>{t('SHA-256 of the PDF')}</dt><dd className="code hash">{receipt.sha256}</dd></>)}
              </dl>
            </>
          ) : (
            <h2 id="receipt-verdict" className="verdict">{checked.status === 429 ? t('Too many attempts. Wait a minute and try again.') : (checked.message ?? t('We found no receipt with that number.'))}</h2>
          )}
        </section>
      )}
    </AppointmentSection>
  );
}
