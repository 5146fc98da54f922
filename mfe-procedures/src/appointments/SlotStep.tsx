import { useEffect, useState } from 'react';
import type { AvailableDay } from '@portal/contract';
import { useTranslation } from '../i18n';
import { fetchAvailable } from './appointment-api';
import { longDay, shortDay } from './appointment-format';

interface Props {
  officeId: number;
  /** a message from the last attempt (the slot filled meanwhile) */
  notice: string;
  chosen: { date: string; start: string } | null;
  onChoose: (date: string, start: string) => void;
  onBack: () => void;
}

/** Step 2: a day with free places, then one of its free slots (the next 14 days). */
export function SlotStep({ officeId, notice, chosen, onChoose, onBack }: Props) {
  const { t } = useTranslation();
  const [days, setDays] = useState<AvailableDay[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [date, setDate] = useState<string | null>(chosen?.date ?? null);
  const [start, setStart] = useState<string | null>(chosen?.start ?? null);

  useEffect(() => {
    let live = true;
    setFailed(false);
    fetchAvailable(officeId).then((answer) => {
      if (!live) return;
      const open = answer.days.filter((day) => day.slots.length > 0);
      setDays(open);
      setDate((current) => (current && open.some((day) => day.date === current) ? current : open[0]?.date ?? null));
    }, () => live && setFailed(true));
    return () => { live = false; };
  }, [officeId, attempt]);

  if (failed) {
    return (
      <div role="alert">
        <p>{t('We could not load the free times. Check your internet connection and try again.')}</p>
        <button type="button" className="btn" onClick={() => setAttempt((n) => n + 1)}>{t('Try again')}</button>
      </div>
    );
  }
  if (!days) return <p role="status">{t('Loading free times…')}</p>;
  const day = days.find((item) => item.date === date);
  const slot = day?.slots.find((item) => item.start === start);
  return (
    <form onSubmit={(event) => { event.preventDefault(); if (day && slot) onChoose(day.date, slot.start); }}>
      {notice ? <p className="alert" role="alert">{notice}</p> : null}
      {days.length === 0 ? (
        <p className="notice">{t('This office has no free times in the next two weeks. Choose another office or try again in a few days.')}</p>
      ) : (
        <>
          <fieldset>
            <legend>{t('Day')}</legend>
            <div className="choices">
              {days.map((item) => (
                <label className="choice" key={item.date}>
                  <input type="radio" name="day" value={item.date} checked={date === item.date} aria-label={longDay(item.date)}
                    onChange={() => { setDate(item.date); setStart(null); }} />
                  <span aria-hidden="true">{shortDay(item.date)}</span>
                </label>
              ))}
            </div>
          </fieldset>
          {day ? (
            <fieldset>
              <legend>{t('Time on {{day}}', { day: longDay(day.date) })}</legend>
              <div className="choices">
                {day.slots.map((item) => (
                  <label className="choice" key={item.start}>
                    <input type="radio" name="slot" value={item.start} checked={start === item.start} onChange={() => setStart(item.start)} />
                    <span>
                      {item.start}
                      <small>{t('Places free: {{places}}', { places: item.free })}</small>
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
          ) : null}
        </>
      )}
      <div className="actions">
        <button type="button" className="btn btn-secondary" onClick={onBack}>{t('Back')}</button>
        <button type="submit" className="btn" disabled={!slot}>{t('Continue')}</button>
      </div>
    </form>
  );
}
