import { useState, type FormEvent } from 'react';
import { ApiError, currentCustomerId, requestEnvelope } from '@portal/shared';
import { calls } from '@portal/contract';
import type { NewsletterSubscribeRequest, NewsletterSubscribeResponse } from '@portal/contract';
import { useTranslation } from '../i18n';

/**
 * The newsletter form: double opt-in. The server e-mails a confirmation link and subscribes the
 * address only once it is followed; the visitor is told to look in their inbox. A refusal (a
 * malformed address, too many tries) is said in the same place, with focus left on the field.
 */
export function NewsletterForm() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) {
      setNotice(t('Write your e-mail address.'));
      return;
    }
    setBusy(true);
    setNotice('');
    try {
      const body: NewsletterSubscribeRequest = { customer_id: String(currentCustomerId() ?? ''), email: email.trim() };
      await requestEnvelope<NewsletterSubscribeResponse>({ method: 'POST', url: calls.newsletterSubscribe.path, data: body, toastOnError: false });
      setNotice(t('We sent you an e-mail to confirm. Follow its link to start receiving the newsletter.'));
      setEmail('');
    } catch (error) {
      setNotice(error instanceof ApiError && error.status !== 0 ? error.message : t('The subscription could not be sent. Try again in a few minutes.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="newsletter" onSubmit={(event) => void submit(event)} aria-labelledby="newsletter-title" noValidate>
      <h2 id="newsletter-title">{t('Newsletter')}</h2>
      <p>{t("Get the municipality's news in your inbox.")}</p>
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
