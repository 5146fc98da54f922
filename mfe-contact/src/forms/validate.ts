import { FIELD_ORDER, LIMITS, REQUIRED_FIELDS, type FieldErrors, type FieldName, type FormKind, type FormValues } from './fields';

// The server's email format (ajv-formats' full email) and phone pattern, so both sides agree.
const EMAIL = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
// 7 to 20 digits, an optional leading +, and spaces, dots, dashes or parentheses between them:
// '(0251) 555-0100' is how many Venezuelan numbers are written.
const PHONE = /^(?=(?:[^0-9]*[0-9]){7,20}[^0-9]*$)\+?[0-9 ().-]+$/;
const PHONE_MAX_LENGTH = 40;

const MISSING: Record<FieldName, string> = {
  name: 'Escriba su nombre.',
  email: 'Escriba su correo electrónico.',
  phone: 'Escriba su número de teléfono.',
  message: 'Escriba su mensaje.',
};

/** The values as they are sent: surrounding spaces removed (the server trims them too). */
export function cleanValues(values: FormValues): FormValues {
  return { name: values.name.trim(), email: values.email.trim(), phone: values.phone.trim(), message: values.message.trim() };
}

function checkField(field: FieldName, value: string, required: boolean): string | undefined {
  if (!value) return required ? MISSING[field] : undefined;
  switch (field) {
    case 'name':
      return value.length > LIMITS.name ? `El nombre no puede superar ${LIMITS.name} caracteres (tiene ${value.length}).` : undefined;
    case 'email':
      if (value.length > LIMITS.email) return `El correo no puede superar ${LIMITS.email} caracteres.`;
      return EMAIL.test(value) ? undefined : 'Escriba un correo válido, por ejemplo nombre@dominio.com.';
    case 'phone':
      return value.length <= PHONE_MAX_LENGTH && PHONE.test(value)
        ? undefined
        : 'Escriba un teléfono válido: de 7 a 20 dígitos; puede empezar con + y usar espacios, puntos, guiones y paréntesis.';
    case 'message':
      return value.length > LIMITS.message ? `El mensaje no puede superar ${LIMITS.message} caracteres (tiene ${value.length}).` : undefined;
  }
}

/** Spanish errors per field for spec section 5's rules; an empty object means the form can be sent. */
export function validate(kind: FormKind, values: FormValues): FieldErrors {
  const clean = cleanValues(values);
  const errors: FieldErrors = {};
  for (const field of FIELD_ORDER) {
    const error = checkField(field, clean[field], REQUIRED_FIELDS[kind].includes(field));
    if (error) errors[field] = error;
  }
  return errors;
}

/** The first field with an error, in screen order. */
export function firstInvalid(errors: FieldErrors): FieldName | undefined {
  return FIELD_ORDER.find((field) => errors[field]);
}
