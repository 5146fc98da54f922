// "Sign-in security" (admins): which roles of this municipality must sign in with a second factor
// (a passkey, or password + app code). Someone in such a role without one is refused the password
// alone, with how to proceed, and an open session reaches only "My account" until they register one.
import { useEffect, useState, type FormEvent } from 'react';
import { STAFF_ROLES, type FactorPolicy } from '@portal/contract';
import { corporateEnvelope, failureOf } from '../api/corporate-client';
import { ROLE_LABELS } from '../console/role-labels';
import { StatusLines } from '../console/StatusLines';
import { useTranslation } from '../i18n';
import type { EditorProps } from './section-spec';

export function FactorPolicyView(_props: EditorProps) {
  const { t } = useTranslation();
  const [policy, setPolicy] = useState<FactorPolicy | null>(null);
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    corporateEnvelope('staff/policy', {}).then((answer) => setPolicy(answer.data), (error) => setFailure(failureOf(error).message));
  }, []);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!policy) return;
    setBusy(true);
    setFailure('');
    try {
      const answer = await corporateEnvelope('staff/updatePolicy', policy);
      setPolicy(answer.data);
      setStatus(answer.message ?? '');
    } catch (error) {
      setFailure(failureOf(error).message);
    } finally {
      setBusy(false);
    }
  }

  if (!policy) {
    return failure ? (
      <p role="alert" className="admin-failure">
        {failure}
      </p>
    ) : (
      <p role="status">{t('Loading...')}</p>
    );
  }
  return (
    <form onSubmit={save}>
      <StatusLines status={status} failure={failure} />
      <fieldset className="admin-checkboxes">
        <legend>{t('Roles that must sign in with a second factor')}</legend>
        <p className="admin-hint">{t('A passkey, or the password with an authenticator app\'s code. People in these roles who have neither are refused the password alone and told to ask for a link; an open session only reaches "My account" until they register one.')}</p>
        {STAFF_ROLES.map((role) => (
          <div className="admin-field admin-field-checkbox" key={role}>
            <input
              id={`admin-policy-${role}`}
              type="checkbox"
              checked={policy[role]}
              onChange={(event) => setPolicy({ ...policy, [role]: event.target.checked })}
            />
            <label htmlFor={`admin-policy-${role}`}>{t(ROLE_LABELS[role])}</label>
          </div>
        ))}
      </fieldset>
      <button type="submit" className="btn" disabled={busy}>
        {t('Save')}
      </button>
    </form>
  );
}
