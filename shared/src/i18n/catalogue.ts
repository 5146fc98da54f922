import { contractMessagesEs } from '@portal/contract';

/** A catalogue: i18n key (the whole English sentence) → text in one language. */
export type Catalogue = Record<string, string>;

/** Strings of @portal/shared itself, and the messages of the contract's rules (the forms show them). */
export const sharedEs: Catalogue = {
  'Loading...': 'Loading...',
  'Fetching data...': 'Obteniendo datos...',
  ...contractMessagesEs,
};
