import { contractMessagesEs } from '@portal/contract';

/** A catalogue: i18n key (the whole English sentence) → text in one language. */
export type Catalogue = Record<string, string>;

/** Strings of @portal/shared itself, and the messages of the contract's rules (the forms show them). */
export const sharedEs: Catalogue = {
  'Loading...': 'Cargando...',
  'Fetching data...': 'Obteniendo datos...',
  // "Open now" (domain/opening-hours.ts)
  'We open today at {{time}}.': 'Abrimos hoy a las {{time}}.',
  'We open tomorrow at {{time}}.': 'Abrimos mañana a las {{time}}.',
  'We open on {{day}} at {{time}}.': 'Abrimos el {{day}} a las {{time}}.',
  ...contractMessagesEs,
};
