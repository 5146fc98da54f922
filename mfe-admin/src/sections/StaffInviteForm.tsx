// "Invite a person" in the Personal section: e-mail, role and (for an admin of every municipality)
// whether the account acts for every municipality. The answer's one-time link is shown to hand over.
import { useRef, useState, type FormEvent } from 'react';
import { Link } from '@portal/shared';
import { isEmail, type StaffInviteResponse, type StaffRole } from '@portal/contract';
import { corporateEnvelope, failureOf } from '../api/corporate-client';
import { RoleSelect } from '../console/RoleSelect';
import { StatusLines } from '../console/StatusLines';
import { TextField } from '../console/TextField';
import { useTranslation } from '../i18n';
import { useStaffSession } from '../session/staff-session';
import { AccountLinkNotice } from './AccountLinkNotice';

export function StaffInviteForm() {
  const { t } = useTranslation();
  const { identity } = useStaffSession();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('clerk');
  const [everywhere, setEverywhere] = useState(false);
  const [emailError, setEmailError] = useState('');
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const [invited, setInvited] = useState<StaffInviteResponse['data'] | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure('');
    const typed = email.trim();
    const problem = !typed ? t('Write the e-mail address of the person.') : !isEmail(typed) ? t('This is not an e-mail address.') : '';
    setEmailError(problem);
    if (problem) return emailRef.current?.focus();
    setBusy(true);
    try {
      const answer = await corporateEnvelope('staff/invite', { email: typed, role, ...(everywhere ? { all_customers: true } : {}) });
      setInvited(answer.data);
    } catch (error) {
      const { message, errors } = failureOf(error);
      const refused = errors.find((item) => item.field === 'email');
      if (refused) {
        setEmailError(refused.message);
        emailRef.current?.focus();
      } else setFailure(message);
    } finally {
      setBusy(false);
    }
  }

  if (invited) {
    return (
      <>
        <AccountLinkNotice link={invited.link} email={invited.account.email} />
        <p>
          <Link to={`/admin/staff/${invited.id}`}>{t('Open the new account')}</Link>
        </p>
      </>
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby="admin-invite-title">
      <h2 id="admin-invite-title">{t('Invite a person')}</h2>
      <p>{t('The account is created without a password; the link you get lets the person choose one and register a passkey or an authenticator app.')}</p>
      <TextField
        id="admin-invite-email"
        ref={emailRef}
        label={`${t('E-mail')} *`}
        error={emailError}
        type="email"
        autoComplete="off"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <RoleSelect id="admin-invite-role" value={role} onChange={setRole} />
      {identity?.customer_id === null && (
        <div className="admin-field admin-field-checkbox">
          <input id="admin-invite-everywhere" type="checkbox" checked={everywhere} onChange={(event) => setEverywhere(event.target.checked)} />
          <label htmlFor="admin-invite-everywhere">{t('For every municipality of this portal (not only this one)')}</label>
        </div>
      )}
      <StatusLines status="" failure={failure} />
      <button type="submit" className="btn" disabled={busy}>
        {t('Create the invitation')}
      </button>
    </form>
  );
}
