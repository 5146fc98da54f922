// The messages of the contract's rules. A rule answers an i18n key (the whole English sentence,
// docs/contract.md) with its values, never prose: the forms translate it with t() in the visitor's
// language, and the server writes the Spanish text below into its error answer, so the two sides
// show the same words.

/** One field a rule refused: its name, why (an i18n key) and the values the key interpolates. */
export interface FieldProblem {
  field: string;
  key: ContractMessageKey;
  values?: Record<string, string | number>;
}

/** Spanish text of every key the rules answer. `@portal/shared` registers it with i18next. */
export const contractMessagesEs = {
  'Write your name.': 'Escriba su nombre.',
  'Write your e-mail address.': 'Escriba su correo electrónico.',
  'Write your phone number.': 'Escriba su número de teléfono.',
  'The name cannot be longer than {{max}} characters (it has {{length}}).': 'El nombre no puede superar {{max}} caracteres (tiene {{length}}).',
  'The e-mail address cannot be longer than {{max}} characters.': 'El correo no puede superar {{max}} caracteres.',
  'Write a valid e-mail address, for example name@domain.com.': 'Escriba un correo válido, por ejemplo nombre@dominio.com.',
  'Write a valid phone number: 7 to 20 digits; it may start with + and use spaces, dots, dashes and brackets.':
    'Escriba un teléfono válido: de 7 a 20 dígitos; puede empezar con + y usar espacios, puntos, guiones y paréntesis.',
  'The message cannot be longer than {{max}} characters (it has {{length}}).': 'El mensaje no puede superar {{max}} caracteres (tiene {{length}}).',
  'Write your national id number.': 'Escriba su número de cédula.',
  'Write a valid national id: V or E and 6 to 9 digits, for example V-12345678.': 'Escriba una cédula válida: V o E y de 6 a 9 dígitos, por ejemplo V-12345678.',
} as const;

/** A key the rules may answer. */
export type ContractMessageKey = keyof typeof contractMessagesEs;

/** Writes `{{name}}` placeholders the way i18next does (no escaping: the text is never HTML). */
export function interpolate(text: string, values: Record<string, string | number> = {}): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The Spanish text of a problem (what the server answers). */
export function spanishMessage(problem: Pick<FieldProblem, 'key' | 'values'>): string {
  return interpolate(contractMessagesEs[problem.key], problem.values);
}
