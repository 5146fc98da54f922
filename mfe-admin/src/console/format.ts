// How the console writes values in tables and detail lists.

/** 'Yes' or 'No' in the console's language. */
export const yesNo = (value: boolean, t: (key: string) => string) => (value ? t('Yes') : t('No'));
