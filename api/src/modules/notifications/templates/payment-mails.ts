// A reported payment confirmed (with its receipt) or rejected (with the clerk's note).
import type { City } from '../city.ts';
import type { MailLanguage } from '../events.ts';
import { render, type RenderedMail } from '../layout.ts';
import type { RequestFacts } from './request-mails.ts';

export interface PaymentFacts extends RequestFacts {
  /** 'Bs.S 446,25' */
  amount: string;
  reference: string;
}

const words = {
  es: {
    greeting: (name: string) => `Hola, ${name}:`,
    code: 'Código de seguimiento', procedure: 'Trámite', amount: 'Monto', reference: 'Referencia', receipt: 'Recibo',
    confirmedSubject: (code: string) => `Pago confirmado de su solicitud ${code}`,
    confirmedHeading: 'Recibimos su pago',
    confirmedIntro: 'La alcaldía confirmó su pago. Puede descargar el recibo desde la página de pagos.',
    rejectedSubject: (code: string) => `No encontramos el pago de su solicitud ${code}`,
    rejectedHeading: 'No pudimos confirmar su pago',
    rejectedIntro: 'La alcaldía revisó el pago que informó y no pudo confirmarlo. Revise la nota e informe el pago de nuevo.',
    note: 'Nota de la alcaldía', follow: 'Ver mis pagos',
  },
  en: {
    greeting: (name: string) => `Hello ${name},`,
    code: 'Tracking code', procedure: 'Procedure', amount: 'Amount', reference: 'Reference', receipt: 'Receipt',
    confirmedSubject: (code: string) => `Payment confirmed for your request ${code}`,
    confirmedHeading: 'We received your payment',
    confirmedIntro: 'The city confirmed your payment. You can download the receipt from the payments page.',
    rejectedSubject: (code: string) => `We could not find the payment of your request ${code}`,
    rejectedHeading: 'We could not confirm your payment',
    rejectedIntro: 'The city checked the payment you reported and could not confirm it. Read the note and report the payment again.',
    note: 'Note from the city', follow: 'See my payments',
  },
} as const;

const paymentsLink = (city: City, code: string) => `${city.siteUrl}/pagos?codigo=${encodeURIComponent(code)}`;

export function paymentConfirmed(city: City, language: MailLanguage, facts: PaymentFacts & { receipt: string }): RenderedMail {
  const w = words[language];
  return render(city, language, {
    subject: `${w.confirmedSubject(facts.code)} · ${city.name}`,
    heading: w.confirmedHeading,
    blocks: [
      { p: w.greeting(facts.name) }, { p: w.confirmedIntro },
      { facts: [[w.code, facts.code], [w.procedure, facts.procedure], [w.amount, facts.amount], [w.reference, facts.reference], [w.receipt, facts.receipt]] },
      { link: paymentsLink(city, facts.code), label: w.follow },
    ],
  });
}

export function paymentRejected(city: City, language: MailLanguage, facts: PaymentFacts & { note: string }): RenderedMail {
  const w = words[language];
  return render(city, language, {
    subject: `${w.rejectedSubject(facts.code)} · ${city.name}`,
    heading: w.rejectedHeading,
    blocks: [
      { p: w.greeting(facts.name) }, { p: w.rejectedIntro },
      { facts: [[w.code, facts.code], [w.procedure, facts.procedure], [w.amount, facts.amount], [w.reference, facts.reference]] },
      { quote: facts.note, label: w.note },
      { link: paymentsLink(city, facts.code), label: w.follow },
    ],
  });
}
