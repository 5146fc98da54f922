// Contact message received (with its reference), and a clerk's reply to it.
import type { City } from '../city.ts';
import type { MailLanguage } from '../events.ts';
import { render, type RenderedMail } from '../layout.ts';

export interface ContactFacts {
  reference: string;
  name: string;
  message: string;
}

const words = {
  es: {
    greeting: (name: string) => `Hola, ${name}:`,
    receivedSubject: (reference: string) => `Recibimos su mensaje [${reference}]`,
    receivedHeading: 'Recibimos su mensaje',
    receivedIntro: 'Gracias por escribirnos. Le responderemos a este correo. Si escribe de nuevo sobre el mismo asunto, indique la referencia.',
    reference: 'Referencia', yourMessage: 'Su mensaje',
    replySubject: (reference: string) => `Respuesta a su mensaje [${reference}]`,
    replyHeading: 'Respuesta de la alcaldía',
    answer: 'Nuestra respuesta',
  },
  en: {
    greeting: (name: string) => `Hello ${name},`,
    receivedSubject: (reference: string) => `We received your message [${reference}]`,
    receivedHeading: 'We received your message',
    receivedIntro: 'Thank you for writing. We will answer to this address. If you write again about the same matter, give the reference.',
    reference: 'Reference', yourMessage: 'Your message',
    replySubject: (reference: string) => `Reply to your message [${reference}]`,
    replyHeading: 'Reply from the city',
    answer: 'Our answer',
  },
} as const;

export function contactReceived(city: City, language: MailLanguage, facts: ContactFacts): RenderedMail {
  const w = words[language];
  return render(city, language, {
    subject: `${w.receivedSubject(facts.reference)} · ${city.name}`,
    heading: w.receivedHeading,
    blocks: [
      { p: w.greeting(facts.name) }, { p: w.receivedIntro }, { facts: [[w.reference, facts.reference]] },
      ...(facts.message.trim() ? [{ quote: facts.message, label: w.yourMessage }] : []),
    ],
  });
}

export function contactReply(city: City, language: MailLanguage, facts: ContactFacts & { answer: string }): RenderedMail {
  const w = words[language];
  return render(city, language, {
    subject: `${w.replySubject(facts.reference)} · ${city.name}`,
    heading: w.replyHeading,
    blocks: [
      { p: w.greeting(facts.name) }, { quote: facts.answer, label: w.answer }, { facts: [[w.reference, facts.reference]] },
      ...(facts.message.trim() ? [{ quote: facts.message, label: w.yourMessage }] : []),
    ],
  });
}
