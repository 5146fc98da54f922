// One appointment for a clerk: who, when, where, and its state; while it is booked the clerk checks
// the citizen in (appointment/validate, only on the day), moves it to another free time
// (appointment/move), cancels it (the place is free again) or marks it missed (appointment/update).
import { useEffect, useRef, useState } from 'react';
import type { StaffAppointment } from '@portal/contract';
import { corporateCall, failureOf, sectionEnvelope } from '../api/corporate-client';
import { useTranslation } from '../i18n';
import { consoleWallTime, useConsoleTimeZone } from '../console/console-time';
import { useFocusRequest } from '../console/use-focus-request';
import type { EditorProps } from './section-spec';
import { AppointmentMove } from './AppointmentMove';

export const APPOINTMENT_STATUS_LABELS = { booked: 'Booked', cancelled: 'Cancelled', attended: 'Attended', missed: 'Missed' } as const;

export function AppointmentView({ id }: EditorProps) {
  const { t } = useTranslation();
  const zone = useConsoleTimeZone();
  const [appointment, setAppointment] = useState<StaffAppointment | null>(null);
  const [failure, setFailure] = useState('');
  const [status, setStatus] = useState('');
  const [moving, setMoving] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusAfterRender = useFocusRequest();

  useEffect(() => {
    corporateCall('appointment/detail', { id: id! })
      .then((loaded) => { setAppointment(loaded); focusAfterRender(() => headingRef.current); })
      .catch((error) => setFailure(failureOf(error).message));
  }, [id, focusAfterRender]);

  async function act(call: 'appointment/validate' | 'appointment/update', body: object) {
    setFailure('');
    try {
      const answer = await sectionEnvelope<StaffAppointment>(call, body);
      setAppointment(answer.data);
      setStatus(answer.message ?? t('Saved.'));
    } catch (error) {
      setFailure(failureOf(error).message);
    }
  }

  return (
    <div className="admin-message">
      <p role="status" className="admin-status">{status}</p>
      {failure && <p role="alert" className="admin-failure">{failure}</p>}
      {appointment && (
        <>
          <h2 tabIndex={-1} ref={headingRef}>{t('Appointment {{code}}', { code: appointment.code })}</h2>
          <dl className="admin-details">
            <dt>{t('Status')}</dt>
            <dd>{t(APPOINTMENT_STATUS_LABELS[appointment.status])}</dd>
            {appointment.status === 'cancelled' && (
              <>
                <dt>{t('Cancelled by')}</dt>
                <dd>
                  {appointment.cancelled_by === 'city' ? t('The city hall') : t('The citizen')}
                  {appointment.cancel_reason ? `: ${appointment.cancel_reason}` : ''}
                </dd>
              </>
            )}
            <dt>{t('Date')}</dt>
            <dd>{appointment.date} {consoleWallTime(`${appointment.start}–${appointment.end}`, appointment.time_zone || zone, t)}</dd>
            <dt>{t('Office (console)')}</dt>
            <dd>{appointment.office.name}</dd>
            <dt>{t('Procedure')}</dt>
            <dd>{appointment.procedure?.name ?? '—'}</dd>
            <dt>{t('Name')}</dt>
            <dd>{appointment.name}</dd>
            <dt>{t('National id')}</dt>
            <dd>{appointment.national_id}</dd>
            <dt>{t('E-mail')}</dt>
            <dd>{appointment.email}</dd>
            <dt>{t('Phone')}</dt>
            <dd>{appointment.phone}</dd>
          </dl>
          {appointment.status === 'booked' && moving && (
            <AppointmentMove appointment={appointment} onCancel={() => setMoving(false)}
              onMoved={(moved, message) => { setAppointment(moved); setStatus(message); setMoving(false); focusAfterRender(() => headingRef.current); }} />
          )}
          {appointment.status === 'booked' && !moving && (
            <p className="admin-row-actions">
              <button type="button" className="btn" onClick={() => void act('appointment/validate', { code: appointment.code })}>{t('Check the citizen in')}</button>
              <button type="button" className="btn btn-secondary" onClick={() => setMoving(true)}>{t('Move to another day or time')}</button>
              <button type="button" className="btn btn-secondary" onClick={() => void act('appointment/update', { id, status: 'missed' })}>{t('Mark missed')}</button>
              <button type="button" className="btn btn-secondary" onClick={() => void act('appointment/update', { id, status: 'cancelled' })}>{t('Cancel the appointment')}</button>
            </p>
          )}
        </>
      )}
    </div>
  );
}
