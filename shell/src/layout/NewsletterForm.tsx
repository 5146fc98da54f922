import { useState, type FormEvent } from 'react';
import { useAtomValue } from 'jotai';
import { ApiError, currentCustomerId, readBoot, requestEnvelope, serverDataAtom, useLocation } from '@portal/shared';
import { calls, emailProblem, type NewsletterSubscribeRequest, type NewsletterSubscribeResponse } from '@portal/contract';
import { useTranslation } from '../i18n';

/** The answer to a subscription posted without JavaScript (api/src/hosting/newsletter-form.ts). */
type PlainOutcome = { sent: true } | { sent: false; email: string; notice: string };

/** Where the form posts before (or without) the page's scripts: the server answers with this page. */
const PLAIN_ACTION = '/boletin/suscribir';

/**
 * The newsletter form: double opt-in. The server e-mails a confirmation link and subscribes the
 * address only once it is followed; the visitor is told to look in their inbox. A refusal (a
 * malformed address, too many tries) is said in the same place, with focus left on the field.
 * Without JavaScript it is a plain form that posts to the server, which shows the page again with
 * the same sentences.
 */
export function NewsletterForm() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const plain = useAtomValue(serverDataAtom).newsletterForm as PlainOutcome | undefined;
  const sentence = t('We sent you an e-mail to confirm. Follow its link to start receiving the newsletter.');
  const [email, setEmail] = useState(plain && !plain.sent ? plain.email : '');
  const [notice, setNotice] = useState(plain ? (plain.sent ? sentence : plain.notice) : '');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = emailProblem(email.trim());
    if (problem) {
      setNotice(t(problem.key, problem.values));
      return;
    }
    setBusy(true);
    setNotice('');
    try {
      const body: NewsletterSubscribeRequest = { customer_id: String(currentCustomerId() ?? ''), email: email.trim() };
      await requestEnvelope<NewsletterSubscribeResponse>({ method: 'POST', url: calls.newsletterSubscribe.path, data: body, toastOnError: false });
      setNotice(sentence);
      setEmail('');
    } catch (error) {
      setNotice(error instanceof ApiError && error.status !== 0 ? (error.errors[0]?.message ?? error.message) : t('The subscription could not be sent. Try again in a few minutes.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="newsletter" method="post" action={PLAIN_ACTION} onSubmit={(event) => void submit(event)} aria-labelledby="newsletter-title" noValidate>
      <h2 id="newsletter-title">{t('Newsletter')}</h2>
      <p>{t("Get the municipality's news in your inbox.")}</p>
      <input type="hidden" name="csrftoken" value={readBoot().csrfToken} />
      <input type="hidden" name="volver" value={pathname} />
      <div className="newsletter-row">
        <label htmlFor="newsletter-email" className="visually-hidden">
          {t('E-mail')}
        </label>
        <input
          id="newsletter-email"
          name="email"
          type="email"
          autoComplete="email"
          placeholder={t('mail@example.com')}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <button type="submit" className="btn" disabled={busy}>
          {t('Subscribe')}
        </button>
      </div>
      <p role="status" className="newsletter-notice">
        {notice}
      </p>
    </form>
  );
}
