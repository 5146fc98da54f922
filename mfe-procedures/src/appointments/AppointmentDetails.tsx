import type { Appointment } from '@portal/contract';
import { readBoot } from '@portal/shared';
import { useTranslation } from '../i18n';
import { longDay } from './appointment-format';
import { calendarDataUrl } from './calendar-link';

const STATUS_TEXT: Record<Appointment['status'], string> = {
  booked: 'Booked',
  cancelled: 'Cancelled',
  attended: 'Attended',
  missed: 'Missed',
};

/** 'Anulada', or 'Anulada por la alcaldía: feriado «…»' when the city cancelled it (a holiday, a schedule change, a clerk). */
function statusText(appointment: Appointment, t: (key: string, values?: Record<string, string>) => string): string {
  if (appointment.status !== 'cancelled' || appointment.cancelled_by !== 'city') return t(STATUS_TEXT[appointment.status]);
  return appointment.cancel_reason ? t('Cancelled by the city hall: {{reason}}', { reason: appointment.cancel_reason }) : t('Cancelled by the city hall');
}

/**
 * The site's host, for the calendar entry's id: the boot block's (the same on the server, which
 * renders this page after a form posted without JavaScript, and in the browser).
 */
function siteHost(): string {
  try {
    return new URL(readBoot().apiHost).host;
  } catch {
    return typeof window === 'undefined' ? 'portal' : window.location.host;
  }
}

/** What an appointment is: code, state, procedure, office, day and time; a calendar file while it is booked. */
export function AppointmentDetails({ appointment }: { appointment: Appointment }) {
  const { t } = useTranslation();
  const summary = t('Appointment: {{what}}', { what: appointment.procedure?.name ?? appointment.office.name });
  const description = t('Code {{code}}. Bring your national id card.', { code: appointment.code });
  return (
    <>
      <dl className="details">
        <dt>{t('Code')}</dt>
        <dd className="code">{appointment.code}</dd>
        <dt>{t('Status')}</dt>
        <dd>{statusText(appointment, t)}</dd>
        {appointment.procedure ? (<><dt>{t('Procedure')}</dt><dd>{appointment.procedure.name}</dd></>) : null}
        <dt>{t('Office')}</dt>
        <dd>{appointment.office.name}</dd>
        <dt>{t('Address')}</dt>
        <dd>{appointment.office.address}</dd>
        <dt>{t('Day')}</dt>
        <dd>{longDay(appointment.date)}</dd>
        <dt>{t('Time')}</dt>
        <dd>{t('{{start}} to {{end}}', { start: appointment.start, end: appointment.end })}</dd>
        <dt>{t('Name')}</dt>
        <dd>{appointment.name}</dd>
      </dl>
      {appointment.status === 'booked' ? (
        <p className="actions">
          <a className="btn btn-secondary" download={`cita-${appointment.code}.ics`} href={calendarDataUrl(appointment, siteHost(), summary, description)}>
            {t('Add to my calendar (.ics)')}
          </a>
        </p>
      ) : null}
    </>
  );
}
