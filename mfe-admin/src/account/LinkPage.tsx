// /admin/link#<token>: the page an invitation or password-reset link opens. It says whose link it
// is and until when, asks for a new password twice, and once the server has saved it (and used the
// link up) the person is signed in and sent to "My account" to register a passkey or an app.
// The token travels after '#', so it never reaches a server log; it is read here, in the browser.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from '@portal/shared';
import { STAFF_PASSWORD_MAX_LENGTH, STAFF_PASSWORD_MIN_LENGTH, type LinkDetail } from '@portal/contract';
import { completeLink, readLink } from '../api/account-client';
import { failureOf } from '../api/corporate-client';
import { consoleInstant, useConsoleTimeZone } from '../console/console-time';
import { TextField } from '../console/TextField';
import { useTranslation } from '../i18n';
import { useStaffSession } from '../session/staff-session';

type Field = 'password' | 'repeat';

export function LinkPage() {
  const { t } = useTranslation();
  const zone = useConsoleTimeZone();
  const navigate = useNavigate();
  const { adopt } = useStaffSession();
  const [token, setToken] = useState<string | null>(null);
  const [link, setLink] = useState<LinkDetail | null>(null);
  const [failure, setFailure] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const refs = { password: useRef<HTMLInputElement>(null), repeat: useRef<HTMLInputElement>(null) };
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    const found = window.location.hash.replace(/^#/, '');
    setToken(found);
    if (!/^[A-Za-z0-9_-]{43}$/.test(found)) {
      setFailure(t('This link is not complete. Copy the whole link you were given, or ask an administrator for a new one.'));
      return;
    }
    readLink(found).then(setLink, (error) => setFailure(failureOf(error).message));
    // The link is read once, when the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (link || failure) headingRef.current?.focus();
  }, [link, failure]);

  function problems(): Partial<Record<Field, string>> {
    const found: Partial<Record<Field, string>> = {};
    if (password.length < STAFF_PASSWORD_MIN_LENGTH) found.password = t('The password needs at least {{count}} characters.', { count: STAFF_PASSWORD_MIN_LENGTH });
    else if (password.length > STAFF_PASSWORD_MAX_LENGTH) found.password = t('The password can have at most {{count}} characters.', { count: STAFF_PASSWORD_MAX_LENGTH });
    if (repeat !== password) found.repeat = t('The two passwords are not the same.');
    return found;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = problems();
    setErrors(found);
    setFailure('');
    const first = (['password', 'repeat'] as const).find((field) => found[field]);
    if (first) return refs[first].current?.focus();
    setBusy(true);
    try {
      const identity = await completeLink(token!, password);
      adopt(identity);
      navigate('/admin/account', { replace: true, state: { status: t('Your password is saved and you are signed in.') } });
    } catch (error) {
      const { message, errors: refused } = failureOf(error);
      const passwordRefusal = refused.find((item) => item.field === 'password');
      if (passwordRefusal) {
        setErrors({ password: passwordRefusal.message });
        refs.password.current?.focus();
      } else {
        setFailure(message);
        headingRef.current?.focus();
      }
      setBusy(false);
    }
  }

  const title = !link ? t('Staff access link') : link.purpose === 'invite' ? t('Welcome: choose your password') : t('Choose a new password');
  return (
    <section className="admin-section" aria-labelledby="admin-link-title">
      <h1 id="admin-link-title" tabIndex={-1} ref={headingRef}>
        {title}
      </h1>
      {failure && (
        <p role="alert" className="admin-failure">
          {failure}
        </p>
      )}
      {!link && !failure && <p role="status">{t('Loading...')}</p>}
      {link && (
        <>
          <p>{t('Account: {{email}}. This link works once, until {{date}}.', { email: link.email, date: consoleInstant(link.expires_at, zone, t) })}</p>
          <form onSubmit={submit} noValidate>
            <TextField
              id="admin-link-password"
              ref={refs.password}
              label={t('New password')}
              hint={t('At least {{count}} characters. A short sentence is easy to remember and hard to guess.', { count: STAFF_PASSWORD_MIN_LENGTH })}
              error={errors.password}
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
            <TextField
              id="admin-link-repeat"
              ref={refs.repeat}
              label={t('Repeat the password')}
              error={errors.repeat}
              type="password"
              autoComplete="new-password"
              value={repeat}
              onChange={(event) => setRepeat(event.target.value)}
            />
            <button type="submit" className="btn" disabled={busy}>
              {t('Save the password and sign in')}
            </button>
          </form>
        </>
      )}
    </section>
  );
}
