// Moving a booked appointment to another free time of its office (appointment/move): the clerk
// picks a day with free places, then a time; the citizen is told by e-mail with the new time.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { AvailableDay, StaffAppointment } from '@portal/contract';
import { corporateCall, corporateEnvelope, failureOf } from '../api/corporate-client';
import { useTranslation } from '../i18n';

/** The days shown: two weeks, as booking offers. */
const DAYS = 14;

interface Props {
  appointment: StaffAppointment;
  onMoved: (moved: StaffAppointment, message: string) => void;
  onCancel: () => void;
}

export function AppointmentMove({ appointment, onMoved, onCancel }: Props) {
  const { t } = useTranslation();
  const [days, setDays] = useState<AvailableDay[] | null>(null);
  const [date, setDate] = useState('');
  const [start, setStart] = useState('');
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const dayRef = useRef<HTMLSelectElement>(null);

  useEffect(() => {
    corporateCall('appointment/getAvailable', { office_id: appointment.office.id, days: DAYS })
      .then((answer) => {
        const open = answer.days.filter((day) => day.slots.some((slot) => slot.free > 0));
        setDays(open);
        setDate(open[0]?.date ?? '');
        setStart(open[0]?.slots.find((slot) => slot.free > 0)?.start ?? '');
      }, (error) => setFailure(failureOf(error).message));
  }, [appointment.office.id]);

  useEffect(() => {
    if (days) dayRef.current?.focus();
  }, [days]);

  const slots = days?.find((day) => day.date === date)?.slots.filter((slot) => slot.free > 0) ?? [];

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setFailure('');
    try {
      const answer = await corporateEnvelope('appointment/move', { id: appointment.id, date, start });
      onMoved(answer.data, answer.message ?? t('Saved.'));
    } catch (error) {
      // The choice stays: a time taken meanwhile is told, and another can be picked.
      setFailure(failureOf(error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="admin-form" onSubmit={(event) => void submit(event)} aria-labelledby="admin-move-title">
      <h3 id="admin-move-title">{t('Move to another day or time')}</h3>
      {failure && <p role="alert" className="admin-failure">{failure}</p>}
      {days === null && !failure && <p role="status">{t('Loading...')}</p>}
      {days?.length === 0 && <p>{t('The office has no free time in the next two weeks.')}</p>}
      {days && days.length > 0 && (
        <>
          <div className="admin-field">
            <label htmlFor="admin-move-day">{t('Day')}</label>
            <select id="admin-move-day" ref={dayRef} value={date} onChange={(event) => {
              setDate(event.target.value);
              setStart(days.find((day) => day.date === event.target.value)?.slots.find((slot) => slot.free > 0)?.start ?? '');
            }}>
              {days.map((day) => <option key={day.date} value={day.date}>{day.date}</option>)}
            </select>
          </div>
          <div className="admin-field">
            <label htmlFor="admin-move-time">{t('Time')}</label>
            <select id="admin-move-time" value={start} onChange={(event) => setStart(event.target.value)}>
              {slots.map((slot) => <option key={slot.start} value={slot.start}>{`${slot.start}–${slot.end}`}</option>)}
            </select>
          </div>
          <p className="admin-row-actions">
            <button type="submit" className="btn" disabled={busy || !start}>{t('Move and tell the citizen')}</button>
            <button type="button" className="btn btn-secondary" onClick={onCancel}>{t('Back')}</button>
          </p>
        </>
      )}
    </form>
  );
}
