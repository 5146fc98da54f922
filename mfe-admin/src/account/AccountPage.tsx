// /admin/account, "My account": the signed-in person's second factors (passkeys, authenticator
// app) and their daily digest e-mail. An account whose role requires a second factor it does not
// have yet lands here and sees only this page until it registers one. The status line announces
// each change.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from '@portal/shared';
import type { StaffFactors } from '@portal/contract';
import { readFactors } from '../api/account-client';
import { failureOf } from '../api/corporate-client';
import { StatusLines } from '../console/StatusLines';
import { useTranslation } from '../i18n';
import { useStaffSession } from '../session/staff-session';
import { PasskeySettings } from './PasskeySettings';
import { TotpSettings } from './TotpSettings';
import { DigestSetting } from './DigestSetting';

export function AccountPage() {
  const { t } = useTranslation();
  const { identity, refresh } = useStaffSession();
  const location = useLocation();
  const [factors, setFactors] = useState<StaffFactors | null>(null);
  const [status, setStatus] = useState((location.state as { status?: string } | null)?.status ?? '');
  const [failure, setFailure] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);

  const load = useCallback(() => {
    readFactors().then(setFactors, (error) => setFailure(failureOf(error).message));
  }, []);

  useEffect(load, [load]);
  useEffect(() => headingRef.current?.focus(), []);

  const changed = (message: string) => {
    setStatus(message);
    load();
    // The role's sections come back once a required factor exists.
    void refresh();
  };

  return (
    <section className="admin-section" aria-labelledby="admin-account-title">
      <h1 id="admin-account-title" tabIndex={-1} ref={headingRef}>
        {t('My account')}
      </h1>
      <p>{identity?.email}</p>
      {identity?.must_enrol && (
        <p className="admin-notice admin-failure">
          {t('Your role requires a second factor. Register a passkey or set up an authenticator app below; the console\'s sections open once you have one.')}
        </p>
      )}
      <StatusLines status={status} failure={failure} />
      {factors === null && !failure && <p>{t('Loading...')}</p>}
      {factors && (
        <>
          <PasskeySettings passkeys={factors.passkeys} onChanged={changed} />
          <TotpSettings enabled={factors.totp} onChanged={changed} />
        </>
      )}
      {/* The digest is one city's work: accounts bound to no city have none. */}
      {identity?.customer_id && !identity.must_enrol && <DigestSetting onChanged={setStatus} />}
    </section>
  );
}
