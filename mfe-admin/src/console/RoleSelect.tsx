// A choice of staff role, with the console's names for the roles.
import { STAFF_ROLES, type StaffRole } from '@portal/contract';
import { useTranslation } from '../i18n';
import { ROLE_LABELS } from './role-labels';

export function RoleSelect({ id, value, onChange }: { id: string; value: StaffRole; onChange: (role: StaffRole) => void }) {
  const { t } = useTranslation();
  return (
    <div className="admin-field">
      <label htmlFor={id}>{t('Role')}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as StaffRole)}>
        {STAFF_ROLES.map((role) => (
          <option key={role} value={role}>
            {t(ROLE_LABELS[role])}
          </option>
        ))}
      </select>
    </div>
  );
}
