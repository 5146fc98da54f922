/** The two forms of this remote: the contact page's and the template's quote form. */
export type FormKind = 'contact' | 'quote';

export interface FormValues {
  name: string;
  email: string;
  phone: string;
  message: string;
}

export type FieldName = keyof FormValues;
export type FieldErrors = Partial<Record<FieldName, string>>;

export const EMPTY_VALUES: FormValues = { name: '', email: '', phone: '', message: '' };

/** Field order on screen: the first invalid one in this order receives focus. */
export const FIELD_ORDER: FieldName[] = ['name', 'email', 'phone', 'message'];

/** Spanish labels, also used to name fields in the error summary. */
export const FIELD_LABELS: Record<FieldName, string> = {
  name: 'Nombre',
  email: 'Correo electrónico',
  phone: 'Teléfono',
  message: 'Mensaje',
};

/** Spec section 5: contact needs name, email and phone; the template's quote form name and email. */
export const REQUIRED_FIELDS: Record<FormKind, FieldName[]> = {
  contact: ['name', 'email', 'phone'],
  quote: ['name', 'email'],
};

// The same bounds as the portal server's schema (api/src/contact/contact.routes.ts), so what the
// form accepts the server stores.
export const LIMITS = { name: 150, email: 254, message: 5000 } as const;
