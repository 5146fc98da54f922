import { contractMessagesEs } from '@portal/contract';

/** A catalogue: i18n key (the whole English sentence) → text in one language. */
export type Catalogue = Record<string, string>;

/** Strings of @portal/shared itself, and the messages of the contract's rules (the forms show them). */
export const sharedEs: Catalogue = {
  'Loading...': 'Cargando...',
  'Fetching data...': 'Obteniendo datos...',
  // A remote that cannot load (federation/RemoteSlot.tsx)
  'This service is not available right now.': 'Este servicio no está disponible en este momento.',
  'Try again in a few minutes.': 'Inténtelo de nuevo en unos minutos.',
  Retry: 'Reintentar',
  // "Open now" (domain/opening-hours.ts)
  'We open today at {{time}}.': 'Abrimos hoy a las {{time}}.',
  'We open tomorrow at {{time}}.': 'Abrimos mañana a las {{time}}.',
  'We open on {{day}} at {{time}}.': 'Abrimos el {{day}} a las {{time}}.',
  ...contractMessagesEs,
};
