// "Daily digest" on the account page: a clerk of a city can ask for one e-mail each morning with
// the requests that arrived, the messages waiting for an answer and the day's appointments.
import { useEffect, useState } from 'react';
import type { StaffDigest } from '@portal/contract';
import { readDigest, setDigest } from '../api/account-client';
import { failureOf } from '../api/corporate-client';
import { useTranslation } from '../i18n';

interface Props {
  onChanged: (message: string) => void;
}

export function DigestSetting({ onChanged }: Props) {
  const { t } = useTranslation();
  const [digest, setState] = useState<StaffDigest | null>(null);
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    readDigest().then(setState, (error) => setFailure(failureOf(error).message));
  }, []);

  async function toggle(on: boolean) {
    setBusy(true);
    setFailure('');
    try {
      const saved = await setDigest(on);
      setState(saved);
      onChanged(on ? t('Every morning from 7:00 you will get the digest at {{email}}.', { email: saved.email }) : t('You will no longer get the daily digest.'));
    } catch (error) {
      setFailure(failureOf(error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="admin-digest-title">
      <h2 id="admin-digest-title">{t('Daily digest')}</h2>
      {failure && <p className="admin-notice admin-failure" role="alert">{failure}</p>}
      {digest && (
        <div className="admin-field admin-field-checkbox">
          <input id="admin-digest" type="checkbox" checked={digest.daily_digest} disabled={busy} onChange={(event) => void toggle(event.target.checked)} />
          <label htmlFor="admin-digest">{t('E-mail me each morning the new requests, the messages waiting for an answer and the day\'s appointments')}</label>
        </div>
      )}
    </section>
  );
}
