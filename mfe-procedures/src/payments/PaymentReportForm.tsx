import { useRef, useState } from 'react';
import type { PaymentOptions } from '@portal/contract';
import { useTranslation } from '../i18n';
import { FormToken, useKeepTyped, useServerData, type PlainFormOutcome } from '../forms/plain-forms';

/**
 * "I paid": the reference, bank and day of a Pago Móvil or a transfer, posted as a plain form to
 * /pagos (`accion=informar`; the server checks it through the API and opens /pagos again with the answer).
 */
export function PaymentReportForm({ payTo }: { payTo: PaymentOptions }) {
  const { t } = useTranslation();
  const refused = useServerData<PlainFormOutcome>('paymentReportForm');
  const methods = [...(payTo.mobile ? ['mobile'] as const : []), ...(payTo.transfer ? ['transfer'] as const : [])];
  const [values, setValues] = useState({
    metodo: refused?.values.metodo || methods[0] || '', referencia: refused?.values.referencia ?? '', banco: refused?.values.banco ?? '', fecha: refused?.values.fecha ?? '',
  });
  const form = useRef<HTMLFormElement>(null);
  useKeepTyped(form, ['metodo', 'referencia', 'banco', 'fecha'], (typed) => setValues((all) => ({ ...all, ...typed })));
  if (methods.length === 0) return null;
  const problem = (name: string) => refused?.error.fields[name];
  const described = (name: string, hint?: string) => [hint, problem(name) ? `report-${name}-error` : ''].filter(Boolean).join(' ') || undefined;
  const set = (name: keyof typeof values) => (event: { target: { value: string } }) => setValues((all) => ({ ...all, [name]: event.target.value }));
  return (
    <form ref={form} method="post" action="/pagos" noValidate aria-labelledby="report-payment">
      <h4 id="report-payment">{t('I already paid: report the payment')}</h4>
      <FormToken />
      <input type="hidden" name="accion" value="informar" />
      <fieldset>
        <legend>{t('How did you pay?')}</legend>
        <div className="choices">
          {methods.map((method) => (
            <label key={method} className="choice">
              <input type="radio" name="metodo" value={method} checked={values.metodo === method} onChange={set('metodo')} />
              {method === 'mobile' ? t('Pago Móvil') : t('Bank transfer')}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="field">
        <label htmlFor="report-reference">{t('Reference number')}</label>
        <p className="hint" id="report-reference-hint">{t('The number your bank gave you, 4 to 30 letters or digits.')}</p>
        <input id="report-reference" name="referencia" autoComplete="off" value={values.referencia} maxLength={40} onChange={set('referencia')}
          aria-invalid={problem('referencia') ? true : undefined} aria-describedby={described('referencia', 'report-reference-hint')} />
        {problem('referencia') && <p className="field-error" id="report-referencia-error">{problem('referencia')}</p>}
      </div>
      <div className="field">
        <label htmlFor="report-bank">{t('Bank you paid from')}</label>
        <input id="report-bank" name="banco" autoComplete="off" value={values.banco} maxLength={100} onChange={set('banco')}
          aria-invalid={problem('banco') ? true : undefined} aria-describedby={described('banco')} />
        {problem('banco') && <p className="field-error" id="report-banco-error">{problem('banco')}</p>}
      </div>
      <div className="field">
        <label htmlFor="report-day">{t('Day of the payment')}</label>
        <input id="report-day" name="fecha" type="date" value={values.fecha} onChange={set('fecha')}
          aria-invalid={problem('fecha') ? true : undefined} aria-describedby={described('fecha')} />
        {problem('fecha') && <p className="field-error" id="report-fecha-error">{problem('fecha')}</p>}
      </div>
      <p className="alert" role="alert">{refused?.error.message ?? ''}</p>
      <div className="actions"><button type="submit" className="btn">{t('Report the payment')}</button></div>
    </form>
  );
}
