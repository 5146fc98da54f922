// How the console writes values in tables and detail lists.

/** 'Yes' or 'No' in the console's language. */
export const yesNo = (value: boolean, t: (key: string) => string) => (value ? t('Yes') : t('No'));

/** An ISO date-time as 'YYYY-MM-DD HH:MM' (UTC, as the server stores it); '' for none. */
export const when = (iso: string | null) => (iso ? iso.replace('T', ' ').slice(0, 16) : '');
