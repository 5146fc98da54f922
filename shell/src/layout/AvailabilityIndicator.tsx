import { nextOpeningSentence, useBusinessHours } from '@portal/shared';
import { AVAILABLE_TEXT, OFFLINE_TEXT } from './availability';
import { useTranslation } from '../i18n';

/**
 * 'Estamos disponibles. Llame ahora.' during support hours (Monday to Friday 8:00–16:00 on the
 * customer's clock, not on their holidays); otherwise offline, with when it opens next.
 */
export function AvailabilityIndicator({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { open, next } = useBusinessHours(60_000);
  return (
    <p className={`availability ${className ?? ''}`} data-available={open}>
      <span className="availability-dot" aria-hidden="true" />
      {open ? t(AVAILABLE_TEXT) : `${t(OFFLINE_TEXT)} ${nextOpeningSentence(next)}`.trim()}
    </p>
  );
}
