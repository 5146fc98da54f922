// The newsletter's confirmation (double opt-in) and welcome messages.
import type { City } from '../city.ts';
import type { MailLanguage } from '../events.ts';
import { render, type RenderedMail } from '../layout.ts';

const words = {
  es: {
    confirmSubject: 'Confirme su suscripción al boletín',
    confirmHeading: 'Confirme su suscripción',
    confirmIntro: 'Alguien (esperamos que usted) pidió recibir el boletín de noticias con esta dirección. No quedará suscrito hasta que siga este enlace:',
    confirm: 'Confirmar la suscripción',
    ignore: 'Si no lo pidió, ignore este correo: no volverá a recibir nada.',
    welcomeSubject: 'Ya recibe el boletín',
    welcomeHeading: 'Suscripción confirmada',
    welcomeIntro: 'Desde ahora recibirá el boletín de noticias en esta dirección.',
    unsubscribe: 'Darse de baja',
  },
  en: {
    confirmSubject: 'Confirm your newsletter subscription',
    confirmHeading: 'Confirm your subscription',
    confirmIntro: 'Someone (we hope you) asked to receive the newsletter at this address. You are not subscribed until you follow this link:',
    confirm: 'Confirm the subscription',
    ignore: 'If you did not ask for it, ignore this e-mail: you will receive nothing more.',
    welcomeSubject: 'You now receive the newsletter',
    welcomeHeading: 'Subscription confirmed',
    welcomeIntro: 'From now on you will receive the newsletter at this address.',
    unsubscribe: 'Unsubscribe',
  },
} as const;

export function newsletterConfirm(city: City, language: MailLanguage, link: string): RenderedMail {
  const w = words[language];
  return render(city, language, {
    subject: `${w.confirmSubject} · ${city.name}`, heading: w.confirmHeading,
    blocks: [{ p: w.confirmIntro }, { link, label: w.confirm }, { p: w.ignore }],
  });
}

export function newsletterWelcome(city: City, language: MailLanguage, unsubscribeLink: string): RenderedMail {
  const w = words[language];
  return render(city, language, {
    subject: `${w.welcomeSubject} · ${city.name}`, heading: w.welcomeHeading,
    blocks: [{ p: w.welcomeIntro }, { link: unsubscribeLink, label: w.unsubscribe }],
  });
}
