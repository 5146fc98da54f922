import { formatMoney } from '@portal/contract';
import { useTranslation } from '../i18n';
import { FormToken, useServerData, type PlainFormOutcome } from '../forms/plain-forms';

/** Pay by card: a plain post to /pagos (`accion=tarjeta`), which sends the browser to the city's payment gateway. */
export function CardPaymentForm({ cents, currency }: { cents: number; currency: string }) {
  const { t } = useTranslation();
  const refused = useServerData<PlainFormOutcome>('paymentCardForm');
  return (
    <form method="post" action="/pagos" aria-labelledby="pay-card">
      <h4 id="pay-card">{t('Card')}</h4>
      <p>{t('You will pay {{amount}} on the payment gateway\'s page and come back here.', { amount: formatMoney(cents, currency) })}</p>
      <FormToken />
      <input type="hidden" name="accion" value="tarjeta" />
      <p className="alert" role="alert">{refused?.error.message ?? ''}</p>
      <div className="actions"><button type="submit" className="btn">{t('Pay by card')}</button></div>
    </form>
  );
}
