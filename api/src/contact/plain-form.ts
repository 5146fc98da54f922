// The contact and quote forms without JavaScript (issue 20): the page's form posts here as
// application/x-www-form-urlencoded. The same rules and storage as POST /api/v2/contact/; the
// anti-forgery token travels in a hidden field (the hosting page writes this response's token
// there) instead of the X-CSRFToken header a script would send.
import { Type, type Static } from 'typebox';
import { checkContactMessage, CONTACT_LIMITS } from '@portal/contract';
import type { AppContext } from '../context.ts';
import { contactRepository } from './contact.repository.ts';
import { sendContactMessage } from './contact.service.ts';
import { loadCity } from '../modules/notifications/city.ts';

/** Where the form posts (mfe-contact/src/forms/server-form.ts). */
export const PLAIN_FORM_PATH = '/contact/enviar';

/** The posted fields: bounded strings only, whatever a client sends. */
export const PlainContactFormSchema = Type.Object({
  kind: Type.Optional(Type.String({ maxLength: 10 })),
  csrftoken: Type.Optional(Type.String({ maxLength: 200 })),
  'contact-name': Type.Optional(Type.String({ maxLength: CONTACT_LIMITS.name + 100 })),
  'contact-email': Type.Optional(Type.String({ maxLength: CONTACT_LIMITS.email + 100 })),
  'contact-phone': Type.Optional(Type.String({ maxLength: 200 })),
  'contact-message': Type.Optional(Type.String({ maxLength: CONTACT_LIMITS.message + 100 })),
});
export type PlainContactForm = Static<typeof PlainContactFormSchema>;

export interface PlainFormValues {
  name: string;
  email: string;
  phone: string;
  message: string;
}

/** What the page shows after the post (the `contactForm` server data the form starts from). */
export type PlainFormResult =
  | { kind: 'contact' | 'quote'; reference: string }
  | { kind: 'contact' | 'quote'; values: PlainFormValues; failed?: boolean };

/**
 * The page to show again: the one the form was on (the Referer, which browsers send for a form of
 * the same site), never another host; else the contact page.
 */
export function returnPath(referer: string | undefined, host: string | undefined): string {
  try {
    const url = new URL(referer ?? '');
    // Same site and a relative path of its own: '//evil.example/…' (or '/\\evil…', which browsers
    // read alike) would send the citizen to another site.
    if (url.host === host && /^\/(?![/\\])/.test(url.pathname) && !url.pathname.startsWith(PLAIN_FORM_PATH)) return url.pathname;
  } catch {
    // No usable Referer.
  }
  return '/contact';
}

/** Stores a posted message when it follows the rules; otherwise answers what was typed, to show again. */
/** The form's kind and what was typed in it, as the citizen wrote it (trimmed). */
export function postedMessage(body: PlainContactForm): { kind: 'contact' | 'quote'; values: PlainFormValues } {
  return {
    kind: body.kind === 'quote' ? 'quote' : 'contact',
    values: {
      name: (body['contact-name'] ?? '').trim(),
      email: (body['contact-email'] ?? '').trim(),
      phone: (body['contact-phone'] ?? '').trim(),
      message: (body['contact-message'] ?? '').trim(),
    },
  };
}

export async function receivePlainForm(ctx: AppContext, customerId: string, body: PlainContactForm): Promise<PlainFormResult> {
  const { kind, values } = postedMessage(body);
  if (checkContactMessage({ kind, ...values }).length > 0) return { kind, values };
  try {
    const stored = await sendContactMessage(contactRepository(ctx.db), { customer_id: customerId, kind, ...values }, null, ctx.now(), { language: 'es', city: () => loadCity(ctx.db, ctx.config, customerId) });
    return { kind, reference: stored.reference };
  } catch {
    return { kind, values, failed: true };
  }
}
