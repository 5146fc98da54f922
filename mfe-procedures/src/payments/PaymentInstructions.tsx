import { formatMoney, type PaymentOptions } from '@portal/contract';
import { useTranslation } from '../i18n';

/**
 * How to pay a request's fee: the exact amount and the city's details for each method it takes
 * (Pago Móvil: bank, phone, RIF; transfer: bank, account, holder, RIF), so the citizen can pay
 * from their own bank and then report the reference.
 */
export function PaymentInstructions({ payTo, cents, code }: { payTo: PaymentOptions; cents: number; code: string }) {
  const { t } = useTranslation();
  const amount = formatMoney(cents, payTo.currency);
  return (
    <>
      <p className="notice">{t('Amount to pay: {{amount}}. Pay exactly this amount and write your tracking code {{code}} as the concept.', { amount, code })}</p>
      {payTo.mobile && (
        <section aria-labelledby="pay-mobile">
          <h4 id="pay-mobile">{t('Pago Móvil')}</h4>
          <dl className="details">
            <dt>{t('Bank')}</dt><dd>{payTo.mobile.bank}</dd>
            <dt>{t('Phone')}</dt><dd className="code">{payTo.mobile.phone}</dd>
            <dt>{t('RIF')}</dt><dd className="code">{payTo.mobile.rif}</dd>
            <dt>{t('Amount')}</dt><dd>{amount}</dd>
          </dl>
        </section>
      )}
      {payTo.transfer && (
        <section aria-labelledby="pay-transfer">
          <h4 id="pay-transfer">{t('Bank transfer')}</h4>
          <dl className="details">
            <dt>{t('Bank')}</dt><dd>{payTo.transfer.bank_name}</dd>
            <dt>{t('Account')}</dt><dd className="code">{payTo.transfer.account_number}</dd>
            <dt>{t('Holder')}</dt><dd>{payTo.transfer.account_holder}</dd>
            <dt>{t('RIF')}</dt><dd className="code">{payTo.transfer.rif}</dd>
            <dt>{t('Amount')}</dt><dd>{amount}</dd>
          </dl>
        </section>
      )}
      {!payTo.mobile && !payTo.transfer && !payTo.card && <p>{t('Pay at the municipality\'s counter with your tracking code.')}</p>}
    </>
  );
}
