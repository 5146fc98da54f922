// The console's side navigation: who is signed in (e-mail and role), "My account" (passkeys and
// the authenticator app), sign-out, and the sections the role may use, grouped. A section outside the role is not listed; its URL still opens and
// shows the server's refusal.
import { NavLink } from '@portal/shared';
import { useTranslation } from '../i18n';
import { ROLE_LABELS } from './role-labels';
import { useStaffSession } from '../session/staff-session';
import { GROUP_TITLES, SECTIONS, gateCallOf } from '../sections/sections';

export function ConsoleNavigation() {
  const { t } = useTranslation();
  const { identity, may, signOut } = useStaffSession();
  const visible = SECTIONS.filter((section) => may(gateCallOf(section)));
  const groups = (Object.keys(GROUP_TITLES) as (keyof typeof GROUP_TITLES)[]).filter((group) => visible.some((section) => section.group === group));
  return (
    <nav className="admin-nav" aria-label={t('Console sections')}>
      <div className="admin-who">
        <p>
          {t('Signed in as {{email}} ({{role}})', { email: identity?.email ?? '', role: identity ? t(ROLE_LABELS[identity.role]) : '' })}
        </p>
        <ul>
          <li>
            <NavLink to="/admin/account">{t('My account')}</NavLink>
          </li>
        </ul>
        <button type="button" className="btn btn-outline" onClick={() => void signOut()}>
          {t('Sign out')}
        </button>
      </div>
      {groups.map((group) => (
        <div key={group}>
          <h2>{t(GROUP_TITLES[group])}</h2>
          <ul>
            {visible
              .filter((section) => section.group === group)
              .map((section) => (
                <li key={section.id}>
                  <NavLink to={`/admin/${section.id}`}>{t(section.title)}</NavLink>
                </li>
              ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
