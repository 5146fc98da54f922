// A one-time link the admin must hand over (an invitation or a password reset): shown once, in a
// read-only field to copy, with when it stops working. The server keeps only its hash, so it
// cannot be shown again; a new one replaces it.
import { useEffect, useRef, useState } from 'react';
import type { AccountLink } from '@portal/contract';
import { consoleInstant, useConsoleTimeZone } from '../console/console-time';
import { useTranslation } from '../i18n';

/** The link as the browser will open it: a path the server gave is on the console's own origin. */
const absolute = (url: string) => (url.startsWith('/') ? `${window.location.origin}${url}` : url);

export function AccountLinkNotice({ link, email }: { link: AccountLink; email: string }) {
  const { t } = useTranslation();
  const zone = useConsoleTimeZone();
  const [copied, setCopied] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const url = absolute(link.url);

  useEffect(() => headingRef.current?.focus(), [link]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(t('Link copied.'));
    } catch {
      setCopied(t('Select the link and copy it by hand.'));
    }
  }

  return (
    <div className="admin-link-notice">
      <h2 tabIndex={-1} ref={headingRef}>
        {link.purpose === 'invite' ? t('Invitation link for {{email}}', { email }) : t('Password link for {{email}}', { email })}
      </h2>
      <p>{t('Hand this link to the person (in person or by a channel you trust). It works once, until {{date}}, and cannot be shown again.', { date: consoleInstant(link.expires_at, zone, t) })}</p>
      <div className="admin-field">
        <label htmlFor="admin-account-link">{t('Link to hand over')}</label>
        <input id="admin-account-link" type="text" readOnly value={url} onFocus={(event) => event.target.select()} />
      </div>
      <button type="button" className="btn btn-outline" onClick={() => void copy()}>
        {t('Copy the link')}
      </button>
      <p role="status" className="admin-status">
        {copied}
      </p>
    </div>
  );
}
