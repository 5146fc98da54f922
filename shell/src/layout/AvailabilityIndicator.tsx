import { nextOpeningSentence, useBusinessHours } from '@portal/shared';
import { AVAILABLE_TEXT, OFFLINE_TEXT } from './availability';
import { useTranslation } from '../i18n';

/** 'Atención cerrada · abrimos el lunes a las 8:00': the one wording of the next opening, as the end of a phrase. */
export function closedText(closed: string, nextOpening: string): string {
  const phrase = nextOpening.replace(/\.$/, '');
  return phrase ? `${closed} · ${phrase.charAt(0).toLocaleLowerCase()}${phrase.slice(1)}` : closed;
}

/**
 * 'Estamos disponibles. Llame ahora.' during support hours (Monday to Friday 8:00–16:00 on the
 * customer's clock, not on their holidays); otherwise 'Atención cerrada · abrimos el lunes a las 8:00'.
 */
export function AvailabilityIndicator({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { open, next } = useBusinessHours(60_000);
  return (
    <p className={`availability ${className ?? ''}`} data-available={open}>
      <span className="availability-dot" aria-hidden="true" />
      {open ? t(AVAILABLE_TEXT) : closedText(t(OFFLINE_TEXT), nextOpeningSentence(next))}
    </p>
  );
}
