import { useEffect, useRef, useState, type MouseEvent } from 'react';
import type { AvailableDay } from '@portal/contract';
import { Link } from '@portal/shared';
import { openedElsewhere } from '../forms/plain-forms';
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
  /** The procedure, for the plain form's hidden field and the way back. */
  procedureId: number;
  /** The office's days the server rendered the page with: shown at once, not asked for again. */
  initial?: AvailableDay[];
}

/** The value of a time's radio: its day and time, so a plain post names both. */
export const slotValue = (date: string, start: string) => `${date}T${start}`;

const openDays = (days: AvailableDay[]) => days.filter((day) => day.slots.length > 0);

/**
 * Step 2: a day with free places, then one of its free slots (the next 14 days). Without
 * JavaScript it is a GET form: 'See this day's times' shows another day's times (`&dia=`), and
 * 'Continue' leads to the last step with the time chosen (`&hora=`).
 */
export function SlotStep({ officeId, notice, chosen, onChoose, onBack, procedureId, initial }: Props) {
  const { t } = useTranslation();
  const [days, setDays] = useState<AvailableDay[] | null>(initial ? openDays(initial) : null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [date, setDate] = useState<string | null>(() => {
    if (!initial) return chosen?.date ?? null;
    const open = openDays(initial);
    return chosen && open.some((day) => day.date === chosen.date) ? chosen.date : open[0]?.date ?? null;
  });
  const [start, setStart] = useState<string | null>(chosen?.start ?? null);
  const rendered = useRef(initial !== undefined);

  useEffect(() => {
    if (rendered.current) {
      rendered.current = false;
      return;
    }
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
    <form method="get" action="/citas/nueva" onSubmit={(event) => { event.preventDefault(); if (day && slot) onChoose(day.date, slot.start); }}>
      <input type="hidden" name="tramite" value={procedureId} />
      <input type="hidden" name="oficina" value={officeId} />
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
                  <input type="radio" name="dia" value={item.date} checked={date === item.date} aria-label={longDay(item.date)}
                    onChange={() => { setDate(item.date); setStart(null); }} />
                  <span aria-hidden="true">{shortDay(item.date)}</span>
                </label>
              ))}
            </div>
            {/* Without JavaScript the times below are the shown day's: this asks for another day's. */}
            <noscript>
              <button type="submit" name="paso" value="dia" className="btn btn-secondary">{t("See this day's times")}</button>
            </noscript>
          </fieldset>
          {day ? (
            <fieldset>
              <legend>{t('Time on {{day}}', { day: longDay(day.date) })}</legend>
              <div className="choices">
                {day.slots.map((item) => (
                  <label className="choice" key={item.start}>
                    <input type="radio" name="hora" value={slotValue(day.date, item.start)} checked={start === item.start} onChange={() => setStart(item.start)} />
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
        <Link to={`/citas/nueva?tramite=${procedureId}`} className="btn btn-secondary" onClick={(event: MouseEvent) => { if (openedElsewhere(event)) return; event.preventDefault(); onBack(); }}>{t('Back')}</Link>
        {/* Not disabled: without JavaScript the time is chosen in the form, and the server checks it. */}
        <button type="submit" className="btn">{t('Continue')}</button>
      </div>
    </form>
  );
}
