import { checkContactMessage } from '@portal/contract';
import { FIELD_ORDER, isFieldName, type FieldErrors, type FieldName, type FormKind, type FormValues } from './fields';
import { translate } from '../i18n';

/** The values as they are sent: surrounding spaces removed (the server trims them too). */
export function cleanValues(values: FormValues): FormValues {
  return { name: values.name.trim(), email: values.email.trim(), phone: values.phone.trim(), message: values.message.trim() };
}

/**
 * Errors per field, in the visitor's language, from the contract's rules (the server's, so what the
 * form lets through the server stores); an empty object means the form can be sent.
 */
export function validate(kind: FormKind, values: FormValues): FieldErrors {
  const errors: FieldErrors = {};
  for (const problem of checkContactMessage({ kind, ...cleanValues(values) })) {
    if (isFieldName(problem.field)) errors[problem.field] = translate(problem.key, problem.values);
  }
  return errors;
}

/** The first field with an error, in screen order. */
export function firstInvalid(errors: FieldErrors): FieldName | undefined {
  return FIELD_ORDER.find((field) => errors[field]);
}
