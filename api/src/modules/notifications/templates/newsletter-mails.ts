// The newsletter's confirmation (double opt-in) and welcome messages, and each issue.
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
    read: 'Leer la noticia',
    why: 'Recibe este boletín porque se suscribió en el sitio. Puede darse de baja con un clic:',
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
    read: 'Read the story',
    why: 'You receive this newsletter because you subscribed on the site. Unsubscribe in one click:',
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

export interface IssueFacts {
  subject: string;
  intro: string;
  /** the news posts it points to: title, summary and the story's address */
  posts: { title: string; excerpt: string; url: string }[];
}

/** An issue as one subscriber gets it: the posts are the city's own words, in the city's language. */
export function newsletterIssue(city: City, language: MailLanguage, facts: IssueFacts, unsubscribeLink: string): RenderedMail {
  const w = words[language];
  return render(city, language, {
    subject: `${facts.subject} · ${city.name}`,
    heading: facts.subject,
    blocks: [
      ...(facts.intro.trim() ? [{ p: facts.intro.trim() }] : []),
      ...facts.posts.flatMap((post) => [
        { quote: post.excerpt || post.title, label: post.title },
        { link: post.url, label: `${w.read}: ${post.title}` },
      ]),
      { p: w.why },
      { link: unsubscribeLink, label: w.unsubscribe },
    ],
  });
}
