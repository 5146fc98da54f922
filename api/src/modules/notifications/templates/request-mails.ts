// Online request received, state changed, document rejected.
import type { City } from '../city.ts';
import type { MailLanguage } from '../events.ts';
import { render, type Block, type RenderedMail } from '../layout.ts';

export interface RequestFacts {
  code: string;
  name: string;
  procedure: string;
}

const words = {
  es: {
    greeting: (name: string) => `Hola, ${name}:`,
    code: 'Código de seguimiento', procedure: 'Trámite',
    receivedSubject: (code: string) => `Solicitud recibida ${code}`,
    receivedHeading: 'Recibimos su solicitud',
    receivedIntro: 'Su solicitud quedó registrada. Con el código y su correo puede seguirla y subir los documentos.',
    documents: 'Documentos que pide el trámite', documentsNone: 'Este trámite no pide documentos.',
    stateSubject: (code: string) => `Su solicitud ${code} cambió de estado`,
    stateHeading: 'Su solicitud cambió de estado',
    state: 'Estado nuevo', note: 'Nota de la alcaldía',
    rejectedSubject: (code: string) => `Documento rechazado en su solicitud ${code}`,
    rejectedHeading: 'Debe reemplazar un documento',
    rejectedIntro: (document: string) => `La alcaldía revisó «${document}» y no pudo aceptarlo. Suba uno nuevo desde el seguimiento de su solicitud.`,
    document: 'Documento', clerkNote: 'Qué debe corregir',
    follow: 'Seguir mi solicitud', replace: 'Reemplazar el documento',
  },
  en: {
    greeting: (name: string) => `Hello ${name},`,
    code: 'Tracking code', procedure: 'Procedure',
    receivedSubject: (code: string) => `Request received ${code}`,
    receivedHeading: 'We received your request',
    receivedIntro: 'Your request is registered. With the code and your e-mail you can follow it and upload the documents.',
    documents: 'Documents the procedure asks for', documentsNone: 'This procedure asks for no documents.',
    stateSubject: (code: string) => `Your request ${code} changed state`,
    stateHeading: 'Your request changed state',
    state: 'New state', note: 'Note from the city',
    rejectedSubject: (code: string) => `Document rejected in your request ${code}`,
    rejectedHeading: 'Please replace a document',
    rejectedIntro: (document: string) => `The city reviewed "${document}" and could not accept it. Upload a new one from your request's page.`,
    document: 'Document', clerkNote: 'What to correct',
    follow: 'Follow my request', replace: 'Replace the document',
  },
} as const;

const trackingLink = (city: City, code: string) => `${city.siteUrl}/seguimiento?codigo=${encodeURIComponent(code)}`;

const basics = (language: MailLanguage, facts: RequestFacts): Block => ({ facts: [[words[language].code, facts.code], [words[language].procedure, facts.procedure]] });

export function requestReceived(city: City, language: MailLanguage, facts: RequestFacts & { documents: string[] }): RenderedMail {
  const w = words[language];
  return render(city, language, {
    subject: `${w.receivedSubject(facts.code)} · ${city.name}`,
    heading: w.receivedHeading,
    blocks: [
      { p: w.greeting(facts.name) }, { p: w.receivedIntro }, basics(language, facts),
      { facts: [[w.documents, facts.documents.length > 0 ? facts.documents.map((item) => `• ${item}`).join('\n') : w.documentsNone]] },
      { link: trackingLink(city, facts.code), label: w.follow },
    ],
  });
}

export function requestStateChanged(city: City, language: MailLanguage, facts: RequestFacts & { state: string; note: string }): RenderedMail {
  const w = words[language];
  const blocks: Block[] = [{ p: w.greeting(facts.name) }, basics(language, facts), { facts: [[w.state, facts.state]] }];
  if (facts.note) blocks.push({ quote: facts.note, label: w.note });
  blocks.push({ link: trackingLink(city, facts.code), label: w.follow });
  return render(city, language, { subject: `${w.stateSubject(facts.code)} · ${city.name}`, heading: w.stateHeading, blocks });
}

export function documentRejected(city: City, language: MailLanguage, facts: RequestFacts & { document: string; note: string }): RenderedMail {
  const w = words[language];
  return render(city, language, {
    subject: `${w.rejectedSubject(facts.code)} · ${city.name}`,
    heading: w.rejectedHeading,
    blocks: [
      { p: w.greeting(facts.name) }, { p: w.rejectedIntro(facts.document) }, basics(language, facts),
      { facts: [[w.document, facts.document]] }, { quote: facts.note, label: w.clerkNote },
      { link: trackingLink(city, facts.code), label: w.replace },
    ],
  });
}
