import { useTranslation } from './i18n';
import { FolderToken } from './folder-forms';

/** Signing in: an e-mail address the server sends a one-time link to, or the national identity provider. */
export function FolderSignIn({ email, oidc }: { email: string; oidc: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <form method="post" action="/mi-carpeta" aria-label={t('Sign in to My folder')}>
        <FolderToken />
        <p className="intro">{t('Your appointments, requests, messages and the e-mails the city sent you, in one place. No password: write your e-mail and we will send you a link to sign in.')}</p>
        <div className="field">
          <label htmlFor="folder-email">{t('E-mail')}</label>
          <input id="folder-email" name="email" type="email" autoComplete="email" required defaultValue={email} />
        </div>
        <button type="submit" className="btn">{t('Send me a sign-in link')}</button>
      </form>
      {oidc ? <p className="identity"><a className="btn" href="/mi-carpeta/identidad">{t('Sign in with the national identity')}</a></p> : null}
    </>
  );
}
