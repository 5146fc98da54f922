import type { Counter } from './types';

/** The 'Featured Case Study' counters of the agency homes (spec section 3). */
export const CASE_STUDY_COUNTERS: readonly Counter[] = [
  { id: 1, value: 15, suffix: '+', label: 'Years of operation' },
  { id: 2, value: 360, suffix: '+', label: 'Projects delivered' },
  { id: 3, value: 600, suffix: '+', label: 'Specialists' },
  { id: 4, value: 64, suffix: '+', label: 'Years of combined experience' },
];

/** The counters shown elsewhere (about and office pages). */
export const COMPANY_COUNTERS: readonly Counter[] = [
  { id: 5, value: 10, suffix: '+', label: 'Years in business' },
  { id: 6, value: 1500, suffix: '+', label: 'Happy clients' },
];
