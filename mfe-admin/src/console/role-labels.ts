// The roles as the console names them (Spanish: STAFF_ROLE_NAMES of @portal/contract, the server's words).
import type { StaffRole } from '@portal/contract';
import { i18nKey } from '../i18n';

export const ROLE_LABELS: Readonly<Record<StaffRole, string>> = {
  admin: i18nKey('administrator'),
  editor: i18nKey('editor'),
  clerk: i18nKey('clerk'),
};
