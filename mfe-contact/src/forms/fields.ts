// The fields of this remote's two forms. Which are required and how long each may be are the
// contract's rules (@portal/contract, rules/contact-message.ts), shared with the server.
import { CONTACT_FIELDS, CONTACT_LIMITS, CONTACT_REQUIRED, type ContactField, type ContactKind } from '@portal/contract';
import { i18nKey } from '../i18n';

/** The two forms of this remote: the contact page's and the template's quote form. */
export type FormKind = ContactKind;

export type FieldName = ContactField;
export type FormValues = Record<FieldName, string>;
export type FieldErrors = Partial<Record<FieldName, string>>;

export const EMPTY_VALUES: FormValues = { name: '', email: '', phone: '', message: '' };

/** Field order on screen: the first invalid one in this order receives focus. */
export const FIELD_ORDER: readonly FieldName[] = CONTACT_FIELDS;

/** The labels' i18n keys, also used to name fields in the error summary. */
export const FIELD_LABELS: Record<FieldName, string> = {
  name: i18nKey('Name'),
  email: i18nKey('E-mail'),
  phone: i18nKey('Phone'),
  message: i18nKey('Message'),
};

/** Spec section 5: contact needs name, email and phone; the template's quote form name and email. */
export const REQUIRED_FIELDS: Readonly<Record<FormKind, readonly FieldName[]>> = CONTACT_REQUIRED;

/** The server's bounds, so what the form accepts the server stores. */
export const LIMITS = CONTACT_LIMITS;

/** True for a field of these forms (a server error may name another, such as customer_id). */
export function isFieldName(name: string): name is FieldName {
  return (CONTACT_FIELDS as readonly string[]).includes(name);
}
