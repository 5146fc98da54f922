// The console's sign-in: e-mail and password, POST /api/v2/staff/login/. A refusal (wrong
// password, locked account, too many tries) shows the server's Spanish message; an empty field is
// marked beside it and gets the focus.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { failureOf } from '../api/corporate-client';
import { useTranslation } from '../i18n';
import { useStaffSession } from './staff-session';

export function SignInForm() {
  const { t } = useTranslation();
  const { signIn, notice } = useStaffSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (notice) headingRef.current?.focus();
  }, [notice]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = {
      email: email.trim() ? undefined : t('Write your e-mail address.'),
      password: password ? undefined : t('Write your password.'),
    };
    setErrors(found);
    setFailure('');
    if (found.email) return emailRef.current?.focus();
    if (found.password) return passwordRef.current?.focus();
    setBusy(true);
    try {
      await signIn(email.trim(), password);
    } catch (error) {
      setFailure(failureOf(error).message);
      setPassword('');
      passwordRef.current?.focus();
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
      <form onSubmit={submit} noValidate>
        <div className="admin-field">
          <label htmlFor="admin-email">{t('E-mail')}</label>
          <input
            id="admin-email"
            ref={emailRef}
            type="email"
            autoComplete="username"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? 'admin-email-error' : undefined}
          />
          {errors.email && (
            <p id="admin-email-error" className="admin-field-error">
              {errors.email}
            </p>
          )}
        </div>
        <div className="admin-field">
          <label htmlFor="admin-password">{t('Password')}</label>
          <input
            id="admin-password"
            ref={passwordRef}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? 'admin-password-error' : undefined}
          />
          {errors.password && (
            <p id="admin-password-error" className="admin-field-error">
              {errors.password}
            </p>
          )}
        </div>
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
