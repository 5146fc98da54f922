// "Passkeys" on the account page: the account's passkeys (name, registered, last used), removing
// one (after a confirmation), and registering a new one with this device's screen lock or a
// security key (the browser asks; @simplewebauthn/browser carries the ceremony).
import { useRef, useState, type FormEvent } from 'react';
import type { Passkey } from '@portal/contract';
import { deletePasskey, isPasskeyCancel, passkeysSupported, registerPasskey } from '../api/account-client';
import { failureOf } from '../api/corporate-client';
import { consoleInstant, useConsoleTimeZone } from '../console/console-time';
import { useTranslation } from '../i18n';
import { ConfirmDialog } from '../sections/ConfirmDialog';

interface Props {
  passkeys: Passkey[];
  /** told after a change, with the message to announce */
  onChanged: (message: string) => void;
}

export function PasskeySettings({ passkeys, onChanged }: Props) {
  const { t } = useTranslation();
  const zone = useConsoleTimeZone();
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const failureRef = useRef<HTMLParagraphElement>(null);

  async function register(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setFailure('');
    try {
      const added = await registerPasskey(name);
      setName('');
      onChanged(t('Passkey «{{name}}» registered.', { name: added.name }));
    } catch (error) {
      setFailure(isPasskeyCancel(error) ? t('The passkey was not registered: the browser prompt was closed.') : failureOf(error).message);
    } finally {
      setBusy(false);
    }
  }

  async function remove(passkey: Passkey) {
    setRemoving(null);
    setFailure('');
    try {
      await deletePasskey(passkey.id);
      onChanged(t('Passkey «{{name}}» removed.', { name: passkey.name }));
    } catch (error) {
      setFailure(failureOf(error).message);
      failureRef.current?.focus();
    }
  }

  return (
    <section aria-labelledby="admin-passkeys-title" className="admin-children">
      <h2 id="admin-passkeys-title">{t('Passkeys')}</h2>
      <p>{t('A passkey signs you in with this device\'s screen lock (fingerprint, face or PIN) or with a security key, without a password or code.')}</p>
      {passkeys.length === 0 ? (
        <p>{t('You have no passkey yet.')}</p>
      ) : (
        <ul className="admin-ordered">
          {passkeys.map((passkey) => (
            <li key={passkey.id}>
              <strong>{passkey.name}</strong>
              {' — '}
              {t('registered {{date}}', { date: consoleInstant(passkey.created, zone, t) })}
              {', '}
              {passkey.last_used ? t('last used {{date}}', { date: consoleInstant(passkey.last_used, zone, t) }) : t('never used to sign in')}
              <button type="button" className="admin-link-button" onClick={() => setRemoving(passkey)} aria-label={t('Remove the passkey «{{name}}»', { name: passkey.name })}>
                {t('Remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {passkeysSupported() ? (
        <form className="admin-inline-form" onSubmit={register}>
          <div className="admin-field">
            <label htmlFor="admin-passkey-name">{t('Name of the new passkey (optional)')}</label>
            <input id="admin-passkey-name" type="text" maxLength={100} value={name} onChange={(event) => setName(event.target.value)} placeholder={t('e.g. Office laptop')} />
          </div>
          <button type="submit" className="btn" disabled={busy}>
            {busy ? t('Waiting for the browser…') : t('Register a passkey')}
          </button>
        </form>
      ) : (
        <p>{t('This browser cannot use passkeys. Use the authenticator app below, or open the console in a current browser.')}</p>
      )}
      {failure && (
        <p role="alert" className="admin-failure" tabIndex={-1} ref={failureRef}>
          {failure}
        </p>
      )}
      {removing && (
        <ConfirmDialog
          title={t('Remove the passkey «{{name}}»?', { name: removing.name })}
          confirmLabel={t('Remove')}
          onConfirm={() => void remove(removing)}
          onCancel={() => setRemoving(null)}
        />
      )}
    </section>
  );
}
