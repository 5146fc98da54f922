// Before a holiday or a schedule change closes an office when citizens have booked, the clerk sees
// those appointments and decides: keep them, or cancel them with the reason each citizen will read on
// their appointment's page. Nothing is saved until then (@portal/contract booked-appointments.ts).
// A modal dialog: focus starts on its heading, Tab stays inside, Escape goes back without saving,
// and the focus returns to what opened it.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { CANCEL_REASON_MAX_LENGTH, type AffectedAppointment, type BookedAppointmentsDecision } from '@portal/contract';
import { useTranslation } from '../i18n';
import { consoleWallTime, useConsoleTimeZone } from '../console/console-time';

interface Props {
  affected: readonly AffectedAppointment[];
  /** the server's question ('Ese día hay 2 citas reservadas. Indique si se mantienen o se anulan.') */
  question: string;
  /** the reason citizens read unless the clerk writes another */
  defaultReason: string;
  onDecide: (decision: BookedAppointmentsDecision) => void;
  onBack: () => void;
}

export function BookedAppointmentsDialog({ affected, question, defaultReason, onDecide, onBack }: Props) {
  const { t } = useTranslation();
  const zone = useConsoleTimeZone();
  const id = useId();
  const [action, setAction] = useState<BookedAppointmentsDecision['action']>('keep');
  const [reason, setReason] = useState(defaultReason);
  const dialogRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    headingRef.current?.focus();
    return () => opener?.focus?.();
  }, []);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.preventDefault();
      onBack();
      return;
    }
    if (event.key !== 'Tab') return;
    const focusable = [...(dialogRef.current?.querySelectorAll<HTMLElement>('input, textarea, button') ?? [])].filter((element) => !element.hasAttribute('disabled'));
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && (document.activeElement === first || document.activeElement === headingRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  const decide = () => onDecide(action === 'keep' ? { action } : { action, reason: reason.trim() || defaultReason });

  return (
    <div className="admin-overlay">
      <div role="dialog" aria-modal="true" aria-labelledby={`${id}-title`} aria-describedby={`${id}-question`} className="admin-dialog admin-dialog-wide" ref={dialogRef} onKeyDown={onKeyDown}>
        <h2 id={`${id}-title`} tabIndex={-1} ref={headingRef}>
          {t('Booked appointments')}
        </h2>
        <p id={`${id}-question`}>{question}</p>
        <ul className="admin-affected">
          {affected.map((appointment) => (
            <li key={appointment.id}>
              <strong>{appointment.code}</strong> · {appointment.date} {consoleWallTime(appointment.start, zone, t)} · {appointment.office_name}
              {appointment.procedure_name ? ` · ${appointment.procedure_name}` : ''} · {appointment.name}
            </li>
          ))}
        </ul>
        <fieldset className="admin-choices">
          <legend>{t('What should happen to them?')}</legend>
          <label className="admin-field-checkbox">
            <input type="radio" name={`${id}-action`} value="keep" checked={action === 'keep'} onChange={() => setAction('keep')} />
            {t('Keep them: the office will attend these citizens')}
          </label>
          <label className="admin-field-checkbox">
            <input type="radio" name={`${id}-action`} value="cancel" checked={action === 'cancel'} onChange={() => setAction('cancel')} />
            {t('Cancel them: each citizen reads the reason on their appointment')}
          </label>
        </fieldset>
        {action === 'cancel' && (
          <div className="admin-field">
            <label htmlFor={`${id}-reason`}>{t('Reason citizens will read')}</label>
            <textarea id={`${id}-reason`} value={reason} maxLength={CANCEL_REASON_MAX_LENGTH} rows={2} onChange={(event) => setReason(event.target.value)} />
          </div>
        )}
        <div className="admin-actions">
          <button type="button" className="btn btn-outline" onClick={onBack}>
            {t('Back without saving')}
          </button>
          <button type="button" className={action === 'cancel' ? 'btn admin-danger' : 'btn'} onClick={decide}>
            {action === 'cancel' ? t('Save and cancel the appointments') : t('Save and keep the appointments')}
          </button>
        </div>
      </div>
    </div>
  );
}
