// The staff console, /admin and every path under it. Signed out: the sign-in form (and
// /admin/link, the page of an invitation or reset link). Signed in: the navigation of the role's
// sections and the section the path names (/admin/<section>[/<id>|/new]), "My account"
// (/admin/account) — the only page of an account that must first register a second factor.
import { Route, Routes, useParams } from '@portal/shared';
import type { StaffIdentity } from '@portal/contract';
import { useTranslation } from '../i18n';
import { ConsoleFrame } from '../console/console-styles';
import { ConsoleNavigation } from '../console/ConsoleNavigation';
import { EntitySection } from '../sections/EntitySection';
import { SECTIONS, gateCallOf } from '../sections/sections';
import { AccountPage } from '../account/AccountPage';
import { LinkPage } from '../account/LinkPage';
import { SignInForm } from '../session/SignInForm';
import { ClerkDashboard } from '../dashboard/ClerkDashboard';
import { EditorDashboard } from '../dashboard/EditorDashboard';
import { AdminDashboard } from '../dashboard/AdminDashboard';
import { StaffSessionProvider, useStaffSession } from '../session/staff-session';

function ConsoleHome() {
  const { t } = useTranslation();
  const { may, identity } = useStaffSession();
  // Each role's own dashboard (an admin may make every call, so the role decides, not the calls).
  const role = identity?.role;
  return (
    <section aria-labelledby="admin-home-title">
      <h1 id="admin-home-title">{t('Staff console')}</h1>
      {role === 'clerk' && <ClerkDashboard />}
      {role === 'editor' && <EditorDashboard />}
      {role === 'admin' && <AdminDashboard />}
      {role === undefined && <p>{t('Choose a section in the menu.')}</p>}
      {!SECTIONS.some((section) => may(gateCallOf(section))) && <p>{t('Your role has no section in this console.')}</p>}
    </section>
  );
}

function SectionRoute() {
  const { t } = useTranslation();
  const { sectionId, itemId } = useParams();
  const section = SECTIONS.find((candidate) => candidate.id === sectionId);
  if (!section) {
    return (
      <section aria-labelledby="admin-missing-title">
        <h1 id="admin-missing-title">{t('This section does not exist.')}</h1>
      </section>
    );
  }
  return <EntitySection key={`${section.id}/${itemId ?? ''}`} section={section} item={itemId} />;
}

function Console() {
  const { t } = useTranslation();
  const { identity } = useStaffSession();
  if (identity === undefined) return <p role="status">{t('Loading...')}</p>;
  if (identity === null) {
    return (
      <ConsoleFrame>
        <div />
        <Routes>
          <Route path="link" element={<LinkPage />} />
          <Route path="*" element={<SignInForm />} />
        </Routes>
      </ConsoleFrame>
    );
  }
  return (
    <ConsoleFrame>
      <ConsoleNavigation />
      <div className="admin-main">
        {identity.must_enrol ? (
          <AccountPage />
        ) : (
          <Routes>
            <Route index element={<ConsoleHome />} />
            <Route path="account" element={<AccountPage />} />
            <Route path="link" element={<LinkPage />} />
            <Route path=":sectionId" element={<SectionRoute />} />
            <Route path=":sectionId/:itemId" element={<SectionRoute />} />
          </Routes>
        )}
      </div>
    </ConsoleFrame>
  );
}

/** `identity` lets a test start signed in (or out) without asking the server. */
export default function AdminConsole({ identity }: { identity?: StaffIdentity | null }) {
  return (
    <StaffSessionProvider initial={identity}>
      <Console />
    </StaffSessionProvider>
  );
}
