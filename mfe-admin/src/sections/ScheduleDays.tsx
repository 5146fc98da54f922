// A schedule's weekly hours, under its form: one range per line (weekday, from, to); add and
// remove ranges. The server refuses overlaps and ranges shorter than a slot with its own message.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Schedule } from '@portal/contract';
import { corporateCall, failureOf, sectionEnvelope } from '../api/corporate-client';
import { i18nKey, useTranslation } from '../i18n';
import { useFocusRequest } from '../console/use-focus-request';
import { useBookedAppointments } from './use-booked-appointments';

export const WEEKDAYS = [
  i18nKey('Monday'),
  i18nKey('Tuesday'),
  i18nKey('Wednesday'),
  i18nKey('Thursday'),
  i18nKey('Friday'),
  i18nKey('Saturday'),
  i18nKey('Sunday'),
];

export function ScheduleDays({ id }: { id: number }) {
  const { t } = useTranslation();
  const [schedule, setSchedule] = useState<Schedule | null>(null);
  const [weekday, setWeekday] = useState('1');
  const [start, setStart] = useState('08:00');
  const [end, setEnd] = useState('12:00');
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState('');
  const failureRef = useRef<HTMLParagraphElement>(null);
  const focusAfterRender = useFocusRequest();
  const bookings = useBookedAppointments();

  useEffect(() => {
    corporateCall('schedule/detail', { id })
      .then(setSchedule)
      .catch((error) => setFailure(failureOf(error).message));
  }, [id]);

  async function change(call: 'schedule/addDay' | 'schedule/deleteDay', body: object) {
    setFailure('');
    try {
      // Removing hours over booked days asks about those appointments first.
      const answer = await bookings.send((extra) => sectionEnvelope<Schedule>(call, { ...body, ...extra }), t("change of the office's opening hours"));
      if (answer === null) {
        setStatus(t('Nothing was saved.'));
        return;
      }
      setSchedule(answer.data);
      setStatus(answer.message ?? t('Saved.'));
    } catch (error) {
      // Each refused value by the label of its control ('Hasta: …'), never the request's name ('end').
      const labels: Record<string, string> = { weekday: t('Day'), start: t('From'), end: t('To') };
      setFailure(failureOf(error, (field) => labels[field]).message);
      focusAfterRender(() => failureRef.current);
    }
  }

  function add(event: FormEvent) {
    event.preventDefault();
    void change('schedule/addDay', { schedule_id: id, weekday: Number(weekday), start, end });
  }

  return (
    <section className="admin-children" aria-labelledby="admin-schedule-days">
      <h2 id="admin-schedule-days">{t('Weekly hours')}</h2>
      <p role="status" className="admin-status">
        {status}
      </p>
      {failure && (
        <p role="alert" className="admin-failure" tabIndex={-1} ref={failureRef}>
          {failure}
        </p>
      )}
      {schedule && schedule.days.length === 0 && <p>{t('No hours yet.')}</p>}
      {schedule && schedule.days.length > 0 && (
        <ul className="admin-ordered">
          {schedule.days.map((range) => (
            <li key={range.id}>
              {t(WEEKDAYS[range.weekday - 1])} {range.start}–{range.end}{' '}
              <button
                type="button"
                className="admin-link-button"
                onClick={() => void change('schedule/deleteDay', { id: range.id })}
                aria-label={t('Remove {{day}} {{start}}–{{end}}', { day: t(WEEKDAYS[range.weekday - 1]), start: range.start, end: range.end })}
              >
                {t('Remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {bookings.dialog}
      <form className="admin-inline-form" onSubmit={add} aria-label={t('Add hours')}>
        <div className="admin-field">
          <label htmlFor="admin-day-weekday">{t('Day')}</label>
          <select id="admin-day-weekday" value={weekday} onChange={(event) => setWeekday(event.target.value)}>
            {WEEKDAYS.map((name, index) => (
              <option key={name} value={index + 1}>
                {t(name)}
              </option>
            ))}
          </select>
        </div>
        <div className="admin-field">
          <label htmlFor="admin-day-start">{t('From')}</label>
          <input id="admin-day-start" type="time" value={start} onChange={(event) => setStart(event.target.value)} />
        </div>
        <div className="admin-field">
          <label htmlFor="admin-day-end">{t('To')}</label>
          <input id="admin-day-end" type="time" value={end} onChange={(event) => setEnd(event.target.value)} />
        </div>
        <button type="submit" className="btn">
          {t('Add hours')}
        </button>
      </form>
    </section>
  );
}
