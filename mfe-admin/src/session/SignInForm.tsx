// The console's sign-in: a passkey (the browser asks which one; no e-mail needed), or e-mail and
// password, POST /api/v2/staff/login/. When the account has an authenticator app the server asks
// for its code (a refusal naming the field `code`): the code field appears and gets the focus, the
// password is kept. A refusal (wrong password, a role that requires a second factor, too many
// tries) shows the server's Spanish message; an empty field is marked beside it and gets the focus.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { isPasskeyCancel, passkeysSupported } from '../api/account-client';
import { failureOf } from '../api/corporate-client';
import { TextField } from '../console/TextField';
import { useTranslation } from '../i18n';
import { useStaffSession } from './staff-session';

type Field = 'email' | 'password' | 'code';

export function SignInForm() {
  const { t } = useTranslation();
  const { signIn, signInWithPasskey, notice } = useStaffSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [askCode, setAskCode] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const [canUsePasskey, setCanUsePasskey] = useState(false);
  const refs = { email: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null), code: useRef<HTMLInputElement>(null) };
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (notice) headingRef.current?.focus();
  }, [notice]);
  // Read after hydration: the server renders no passkey button it cannot know the browser supports.
  useEffect(() => setCanUsePasskey(passkeysSupported()), []);
  useEffect(() => {
    if (askCode) refs.code.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [askCode]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {
      email: email.trim() ? undefined : t('Write your e-mail address.'),
      password: password ? undefined : t('Write your password.'),
      code: !askCode || code.trim() ? undefined : t('Write the 6-digit code your app shows.'),
    };
    setErrors(found);
    setFailure('');
    const first = (['email', 'password', 'code'] as const).find((field) => found[field]);
    if (first) return refs[first].current?.focus();
    setBusy(true);
    try {
      await signIn(email.trim(), password, askCode ? code.trim() : undefined);
    } catch (error) {
      const { message, errors: refused } = failureOf(error);
      const codeRefusal = refused.find((item) => item.field === 'code');
      setFailure(message);
      if (codeRefusal) {
        setCode('');
        if (askCode) {
          setErrors({ code: codeRefusal.message });
          refs.code.current?.focus();
        } else {
          setAskCode(true);
        }
        return;
      }
      setPassword('');
      setCode('');
      refs.password.current?.focus();
    } finally {
      setBusy(false);
    }
  }

  async function passkey() {
    setFailure('');
    setErrors({});
    setBusy(true);
    try {
      await signInWithPasskey();
    } catch (error) {
      setFailure(isPasskeyCancel(error) ? t('The passkey sign-in was cancelled. Try again, or sign in with your password.') : failureOf(error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="admin-sign-in" aria-labelledby="admin-sign-in-title">
      <h1 id="admin-sign-in-title" tabIndex={-1} ref={headingRef}>
        {t('Staff sign-in')}
      </h1>
      {notice && (
        <p role="status" className="admin-notice">
          {notice}
        </p>
      )}
      {canUsePasskey && (
        <div className="admin-actions">
          <button type="button" className="btn" disabled={busy} onClick={() => void passkey()}>
            {t('Sign in with a passkey')}
          </button>
        </div>
      )}
      <form onSubmit={submit} noValidate>
        {canUsePasskey && <h2>{t('Or with your e-mail and password')}</h2>}
        <TextField id="admin-email" ref={refs.email} label={t('E-mail')} error={errors.email} type="email" autoComplete="username webauthn" value={email} onChange={(event) => setEmail(event.target.value)} />
        <TextField
          id="admin-password"
          ref={refs.password}
          label={t('Password')}
          error={errors.password}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        {askCode && (
          <TextField
            id="admin-code"
            ref={refs.code}
            label={t('Verification code')}
            hint={t('The 6 digits your authenticator app shows now.')}
            error={errors.code}
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={20}
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
        )}
        {failure && (
          <p role="alert" className="admin-failure">
            {failure}
          </p>
        )}
        <button type="submit" className="btn" disabled={busy}>
          {busy ? t('Signing in…') : t('Sign in')}
        </button>
      </form>
    </section>
  );
}
