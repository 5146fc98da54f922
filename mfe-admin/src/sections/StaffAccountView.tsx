// One staff account in the Personal section (/admin/staff/<id>; /admin/staff/new invites one):
// who it is, its second factors, open sessions and sign-in locks, and what an admin can do to it:
// change its role, disable or enable it, give it a one-time link to choose a new password, lift its
// locks, close its sessions. Each action answers with the server's message in the status line and
// the account as it is now; every one is in the audit log with its values before and after.
import { useCallback, useEffect, useState } from 'react';
import type { AccountLink, StaffAccountDetail, StaffRole } from '@portal/contract';
import { corporateEnvelope, failureOf, sectionEnvelope } from '../api/corporate-client';
import { yesNo } from '../console/format';
import { consoleInstant, useConsoleTimeZone } from '../console/console-time';
import { ROLE_LABELS } from '../console/role-labels';
import { RoleSelect } from '../console/RoleSelect';
import { StatusLines } from '../console/StatusLines';
import { useTranslation } from '../i18n';
import { useStaffSession } from '../session/staff-session';
import { AccountLinkNotice } from './AccountLinkNotice';
import { ConfirmDialog } from './ConfirmDialog';
import type { EditorProps } from './section-spec';
import { StaffInviteForm } from './StaffInviteForm';

type Action = 'staff/update' | 'staff/resetPassword' | 'staff/unlock' | 'staff/revokeSessions';

function StaffAccountDetailView({ id }: { id: number }) {
  const { t } = useTranslation();
  const zone = useConsoleTimeZone();
  const { identity } = useStaffSession();
  const [account, setAccount] = useState<StaffAccountDetail | null>(null);
  const [role, setRole] = useState<StaffRole>('clerk');
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState('');
  const [link, setLink] = useState<AccountLink | null>(null);
  const [confirming, setConfirming] = useState<'disable' | 'revoke' | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    try {
      const detail = (await corporateEnvelope('staff/detail', { id })).data;
      setAccount(detail);
      setRole(detail.role);
    } catch (error) {
      setFailure(failureOf(error).message);
    }
  }, [id]);

  useEffect(() => {
    void load();
  }, [load]);

  async function act(call: Action, body: object = {}) {
    setConfirming(null);
    setFailure('');
    setBusy(true);
    try {
      const answer = await sectionEnvelope<AccountLink | object>(call, { id, ...body });
      setLink(call === 'staff/resetPassword' ? (answer.data as AccountLink) : null);
      setStatus(answer.message ?? '');
      await load();
    } catch (error) {
      setFailure(failureOf(error).message);
    } finally {
      setBusy(false);
    }
  }

  if (!account) {
    return failure ? (
      <p role="alert" className="admin-failure">
        {failure}
      </p>
    ) : (
      <p role="status">{t('Loading...')}</p>
    );
  }
  const own = identity?.id === account.id;
  const factors = [
    account.passkeys > 0 ? t('{{count}} passkey(s)', { count: account.passkeys }) : '',
    account.totp ? t('authenticator app') : '',
  ].filter(Boolean);

  return (
    <div>
      <h2>{account.email}</h2>
      <StatusLines status={status} failure={failure} />
      <dl className="admin-details">
        <dt>{t('Role')}</dt>
        <dd>{t(ROLE_LABELS[account.role])}</dd>
        <dt>{t('Municipality (console)')}</dt>
        <dd>{account.customer_id ?? t('Every municipality')}</dd>
        <dt>{t('Disabled (account)')}</dt>
        <dd>{yesNo(account.disabled, t)}</dd>
        <dt>{t('Invitation pending')}</dt>
        <dd>{yesNo(account.invited, t)}</dd>
        <dt>{t('Second factors')}</dt>
        <dd>{factors.length > 0 ? factors.join(', ') : t('None')}</dd>
        <dt>{t('Open sessions')}</dt>
        <dd>{account.sessions}</dd>
        <dt>{t('Last sign-in')}</dt>
        <dd>{consoleInstant(account.last_login, zone, t) || t('Never')}</dd>
        <dt>{t('Unused link')}</dt>
        <dd>{account.link ? t('until {{date}}', { date: consoleInstant(account.link.expires_at, zone, t) }) : t('None')}</dd>
        <dt>{t('Sign-in locks')}</dt>
        <dd>
          {account.locks.length === 0
            ? t('None')
            : account.locks.map((lock) => t('from {{address}} until {{date}}', { address: lock.address, date: consoleInstant(lock.until, zone, t) })).join('; ')}
        </dd>
      </dl>
      {own && <p>{t('This is your own account: another administrator changes its role or disables it.')}</p>}
      <div className="admin-actions">
        {!own && (
          <form
            className="admin-inline-form"
            onSubmit={(event) => {
              event.preventDefault();
              void act('staff/update', { role });
            }}
          >
            <RoleSelect id="admin-staff-role" value={role} onChange={setRole} />
            <button type="submit" className="btn btn-outline" disabled={busy || role === account.role}>
              {t('Change the role')}
            </button>
          </form>
        )}
      </div>
      <div className="admin-actions">
        {!own &&
          (account.disabled ? (
            <button type="button" className="btn btn-outline" disabled={busy} onClick={() => void act('staff/update', { disabled: false })}>
              {t('Enable the account')}
            </button>
          ) : (
            <button type="button" className="btn btn-outline" disabled={busy} onClick={() => setConfirming('disable')}>
              {t('Disable the account')}
            </button>
          ))}
        <button type="button" className="btn btn-outline" disabled={busy} onClick={() => void act('staff/resetPassword')}>
          {account.invited ? t('New invitation link') : t('Reset the password')}
        </button>
        <button type="button" className="btn btn-outline" disabled={busy} onClick={() => void act('staff/unlock')}>
          {t('Unlock sign-in')}
        </button>
        <button type="button" className="btn btn-outline" disabled={busy || account.sessions === 0} onClick={() => setConfirming('revoke')}>
          {t('Close its sessions')}
        </button>
      </div>
      {link && <AccountLinkNotice link={link} email={account.email} />}
      {confirming && (
        <ConfirmDialog
          title={confirming === 'disable' ? t('Disable {{email}}? Its sessions close at once.', { email: account.email }) : t('Close every session of {{email}}?', { email: account.email })}
          note={confirming === 'disable' ? t('You can enable it again later.') : t('The person can sign in again.')}
          confirmLabel={confirming === 'disable' ? t('Disable') : t('Close the sessions')}
          onConfirm={() => void (confirming === 'disable' ? act('staff/update', { disabled: true }) : act('staff/revokeSessions'))}
          onCancel={() => setConfirming(null)}
        />
      )}
    </div>
  );
}

/** The Personal section's editor: the invitation form for a new account, else the account. */
export function StaffAccountView({ id }: EditorProps) {
  return id === null ? <StaffInviteForm /> : <StaffAccountDetailView key={id} id={id} />;
}
