import { useState, type FormEvent } from 'react';
import { useTranslation } from '../i18n';

/**
 * The newsletter form. The spec blocks its submission and sends nothing; the visitor is told so
 * politely instead of being left wondering.
 */
export function NewsletterForm() {
  const { t } = useTranslation();
  const [notice, setNotice] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNotice(t('Newsletter subscriptions are not available yet. No data was sent.'));
  };
  return (
    <form className="newsletter" onSubmit={submit} aria-labelledby="newsletter-title">
      <h2 id="newsletter-title">{t('Newsletter')}</h2>
      <p>{t("Get the municipality's news in your inbox.")}</p>
      <div className="newsletter-row">
        <label htmlFor="newsletter-email" className="visually-hidden">
          {t('E-mail')}
        </label>
        <input id="newsletter-email" name="email" type="email" autoComplete="email" placeholder={t('mail@example.com')} />
        <button type="submit" className="btn">
          {t('Subscribe')}
        </button>
      </div>
      <p role="status" className="newsletter-notice">
        {notice}
      </p>
    </form>
  );
}
