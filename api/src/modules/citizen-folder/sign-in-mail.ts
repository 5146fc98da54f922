// The e-mail that carries a citizen's one-time sign-in link to their folder.
import type { City } from '../notifications/city.ts';
import type { MailLanguage } from '../notifications/events.ts';
import { render, type RenderedMail } from '../notifications/layout.ts';

const words = {
  es: {
    subject: 'Su enlace para entrar en Mi carpeta',
    heading: 'Entrar en Mi carpeta',
    intro: 'Alguien (esperamos que usted) pidió entrar en Mi carpeta con esta dirección. Siga este enlace en el mismo navegador donde lo pidió:',
    open: 'Entrar en Mi carpeta',
    limits: 'El enlace vale 15 minutos y sirve una sola vez.',
    ignore: 'Si no lo pidió, ignore este correo: nadie puede entrar sin este enlace.',
  },
  en: {
    subject: 'Your link to open My folder',
    heading: 'Open My folder',
    intro: 'Someone (we hope you) asked to open My folder with this address. Follow this link in the same browser where you asked for it:',
    open: 'Open My folder',
    limits: 'The link is valid for 15 minutes and works once.',
    ignore: 'If you did not ask for it, ignore this e-mail: nobody can get in without this link.',
  },
} as const;

export function signInMail(city: City, language: MailLanguage, link: string): RenderedMail {
  const w = words[language];
  return render(city, language, {
    subject: `${w.subject} · ${city.name}`, heading: w.heading,
    blocks: [{ p: w.intro }, { link, label: w.open }, { p: w.limits }, { p: w.ignore }],
  });
}
