// How the console writes values in tables and detail lists.

/** 'Yes' or 'No' in the console's language. */
export const yesNo = (value: boolean, t: (key: string) => string) => (value ? t('Yes') : t('No'));

const DUE_FLAG_LABELS = { overdue: 'Overdue', due_soon: 'Due soon', on_time: 'On time' } as const;

/** A request's due day ('YYYY-MM-DD') and, while open, how it stands: '2026-12-04 · Overdue'; '—' without a standard. */
export function dueLabel(dueDate: string | null, flag: keyof typeof DUE_FLAG_LABELS | null, t: (key: string) => string): string {
  if (dueDate === null) return '—';
  return flag === null ? dueDate : `${dueDate} · ${t(DUE_FLAG_LABELS[flag])}`;
}
