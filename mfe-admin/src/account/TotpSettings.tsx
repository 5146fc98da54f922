// "Authenticator app" on the account page: set one up (the secret as text to type into the app,
// and the otpauth:// link a phone opens; no picture from anywhere), confirm it with a code it
// shows, or remove it with a current code. With an app set up, a password sign-in asks its code.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { TotpStart } from '@portal/contract';
import { confirmTotp, removeTotp, startTotp } from '../api/account-client';
import { failureOf } from '../api/corporate-client';
import { TextField } from '../console/TextField';
import { useTranslation } from '../i18n';

interface Props {
  enabled: boolean;
  onChanged: (message: string) => void;
}

/** The secret in groups of four, as authenticator apps accept it and people read it. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

export function TotpSettings({ enabled, onChanged }: Props) {
  const { t } = useTranslation();
  const [started, setStarted] = useState<TotpStart | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState('');
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const codeRef = useRef<HTMLInputElement>(null);
  const stepsRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (started) stepsRef.current?.focus();
  }, [started]);

  async function start() {
    setFailure('');
    setBusy(true);
    try {
      setStarted(await startTotp());
    } catch (error) {
      setFailure(failureOf(error).message);
    } finally {
      setBusy(false);
    }
  }

  async function submit(event: FormEvent, action: 'confirm' | 'remove') {
    event.preventDefault();
    setFailure('');
    if (!code.trim()) {
      setCodeError(t('Write the 6-digit code your app shows.'));
      return codeRef.current?.focus();
    }
    setCodeError('');
    setBusy(true);
    try {
      if (action === 'confirm') {
        await confirmTotp(code.trim());
        setStarted(null);
        onChanged(t('The authenticator app is set up. Signing in with your password will now ask for its code.'));
      } else {
        await removeTotp(code.trim());
        onChanged(t('The authenticator app was removed.'));
      }
      setCode('');
    } catch (error) {
      const { message, errors } = failureOf(error);
      const refused = errors.find((item) => item.field === 'code');
      if (refused) {
        setCodeError(refused.message);
        codeRef.current?.focus();
      } else {
        setFailure(message);
      }
    } finally {
      setBusy(false);
    }
  }

  const codeField = (
    <TextField
      id="admin-totp-code"
      ref={codeRef}
      label={t('Code the app shows')}
      error={codeError}
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={20}
      value={code}
      onChange={(event) => setCode(event.target.value)}
    />
  );

  return (
    <section aria-labelledby="admin-totp-title" className="admin-children">
      <h2 id="admin-totp-title">{t('Authenticator app')}</h2>
      {enabled && !started && (
        <>
          <p>{t('An authenticator app is set up: signing in with your password also asks for the code it shows.')}</p>
          <form className="admin-inline-form" onSubmit={(event) => void submit(event, 'remove')} noValidate>
            {codeField}
            <button type="submit" className="btn btn-outline" disabled={busy}>
              {t('Remove the app')}
            </button>
          </form>
          <button type="button" className="btn btn-outline" disabled={busy} onClick={() => void start()}>
            {t('Move it to another phone')}
          </button>
        </>
      )}
      {!enabled && !started && (
        <>
          <p>{t('An app such as FreeOTP, Aegis or Google Authenticator shows a new 6-digit code every 30 seconds; with it, your password alone is not enough to sign in.')}</p>
          <button type="button" className="btn" disabled={busy} onClick={() => void start()}>
            {t('Set up an authenticator app')}
          </button>
        </>
      )}
      {started && (
        <div>
          <h3 id="admin-totp-steps" tabIndex={-1} ref={stepsRef}>
            {t('Add this account to your app')}
          </h3>
          <ol className="admin-ordered">
            <li>
              {t('In the app, add an account by typing this key (time-based):')}
              <p>
                <code className="admin-secret" data-secret={started.secret}>
                  {grouped(started.secret)}
                </code>
              </p>
            </li>
            <li>
              {t('On the phone itself, this link opens the app with the key filled in:')}{' '}
              <a href={started.uri}>{t('Add to the authenticator app')}</a>
              <p className="admin-url">
                <small>{started.uri}</small>
              </p>
            </li>
            <li>{t('Write the code the app now shows, to confirm.')}</li>
          </ol>
          <form className="admin-inline-form" onSubmit={(event) => void submit(event, 'confirm')} noValidate>
            {codeField}
            <button type="submit" className="btn" disabled={busy}>
              {t('Confirm')}
            </button>
            <button type="button" className="btn btn-outline" onClick={() => setStarted(null)}>
              {t('Cancel')}
            </button>
          </form>
        </div>
      )}
      {failure && (
        <p role="alert" className="admin-failure">
          {failure}
        </p>
      )}
    </section>
  );
}
