import { useEffect, useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { renderTime } from '@portal/shared';
import { PageFrame } from '../components/PageFrame';
import { COMING_SOON_TARGET } from '../data/listing';
import { isOver, timeLeft, type TimeLeft } from '../domain/countdown';
import { i18nKey, useTranslation } from '../i18n';

const Countdown = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem;
  margin: 0 0 2rem;
  div {
    min-width: 6.5rem;
    padding: 1rem;
    text-align: center;
    border-radius: var(--radius);
    background: var(--color-surface);
    display: flex;
    flex-direction: column-reverse;
  }
  dd {
    margin: 0;
    font-size: 2.4rem;
    font-weight: 800;
    font-variant-numeric: tabular-nums;
  }
  dt {
    color: var(--color-muted);
  }
`;

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: end;
  max-width: 36rem;
  div {
    display: flex;
    flex-direction: column;
    gap: 0.25rem;
    flex: 1 1 16rem;
  }
`;

const UNITS: { key: keyof TimeLeft; label: string }[] = [
  { key: 'days', label: i18nKey('Days') },
  { key: 'hours', label: i18nKey('Hours') },
  { key: 'minutes', label: i18nKey('Minutes') },
  { key: 'seconds', label: i18nKey('Seconds') },
];

/**
 * Exposed as './ComingSoonPage': a countdown to the template's launch date (10 January 2023,
 * 17:00). The date has passed, so it shows zeros; it never counts below zero. 'Notify Me'
 * deliberately sends nothing (spec), and says so rather than pretend.
 */
export default function ComingSoonPage() {
  const { t } = useTranslation();
  const [left, setLeft] = useState(() => timeLeft(COMING_SOON_TARGET, renderTime()));
  const [submitted, setSubmitted] = useState(false);
  const emailId = useId();

  useEffect(() => {
    if (isOver(left)) return;
    const timer = window.setInterval(() => setLeft(timeLeft(COMING_SOON_TARGET, new Date())), 1000);
    return () => window.clearInterval(timer);
  }, [left]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
  };

  return (
    <PageFrame title={t('Coming Soon')} lead={t('Our new website is on its way. We are putting the finishing touches on it.')}>
      <div className="container">
        <h2 className="visually-hidden">{t('Time left until launch')}</h2>
        <Countdown className="countdown">
          {UNITS.map(({ key, label }) => (
            <div key={key}>
              <dt>{t(label)}</dt>
              <dd data-unit={key}>{String(left[key]).padStart(2, '0')}</dd>
            </div>
          ))}
        </Countdown>
        <Form onSubmit={onSubmit}>
          <div>
            <label htmlFor={emailId}>{t('Email address')}</label>
            <input id={emailId} type="email" name="email" autoComplete="email" />
          </div>
          <button type="submit" className="btn">
            {t('Notify Me')}
          </button>
        </Form>
        <p role="status">{submitted ? t('Notifications are not active yet, so nothing was sent. Please check back soon.') : ''}</p>
      </div>
    </PageFrame>
  );
}
