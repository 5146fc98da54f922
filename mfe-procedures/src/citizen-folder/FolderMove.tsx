import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { FolderMoveStep } from '@portal/contract';
import { Link } from '@portal/shared';
import { longDay } from '../appointments/appointment-format';
import { useTranslation } from './i18n';
import { FolderToken } from './folder-forms';

interface Props {
  step: FolderMoveStep;
  /** the last attempt's refusal (the time filled meanwhile) */
  error?: string;
  busy: boolean;
  /** the step appeared in place (JavaScript): focus goes to its heading */
  focusOnShow: boolean;
  /** With JavaScript the chosen time is moved to in place; without it, the form posts. */
  onMove: (date: string, start: string) => void;
}

const stepPath = (code: string, date?: string) => `/mi-carpeta?cambiar=${encodeURIComponent(code)}${date ? `&dia=${date}` : ''}`;

/**
 * Moving an appointment from the folder, in two steps that are plain pages without JavaScript: a day
 * of its office with free times (links to ?cambiar=<code>&dia=<date>), then one of that day's times
 * (a form posting to /mi-carpeta/accion with the anti-forgery token).
 */
export function FolderMove({ step, error, busy, focusOnShow, onMove }: Props) {
  const { t } = useTranslation();
  const { appointment, days, day } = step;
  const chosen = days.find((item) => item.date === day);
  const heading = useRef<HTMLHeadingElement>(null);
  const [start, setStart] = useState<string | null>(null);
  useEffect(() => setStart(null), [day]);
  useEffect(() => {
    if (focusOnShow) heading.current?.focus();
  }, [focusOnShow, appointment.code]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (chosen && start) onMove(chosen.date, start);
  };

  return (
    <section aria-labelledby="folder-move" className="move">
      <h2 id="folder-move" ref={heading} tabIndex={-1}>{t('Move appointment {{code}}', { code: appointment.code })}</h2>
      <p>{t('Now: {{day}} from {{start}} to {{end}}, {{office}}.', { day: longDay(appointment.date), start: appointment.start, end: appointment.end, office: appointment.office.name })}</p>
      {error ? <p className="alert" role="alert">{error}</p> : null}
      {days.length === 0 ? <p>{t('This office has no other free times in the next two weeks. Try again in a few days.')}</p> : (
        <>
          <h3 id="folder-move-days">{t('1. Choose a day')}</h3>
          <ul className="days" aria-labelledby="folder-move-days">
            {days.map((item) => (
              <li key={item.date}>
                <Link to={stepPath(appointment.code, item.date)} aria-current={item.date === day ? 'true' : undefined}>{longDay(item.date)}</Link>
              </li>
            ))}
          </ul>
          {chosen ? (
            <form method="post" action="/mi-carpeta/accion" aria-label={t('Choose the new time')} onSubmit={submit}>
              <FolderToken />
              <input type="hidden" name="accion" value="cambiar" />
              <input type="hidden" name="id" value={String(appointment.id)} />
              <input type="hidden" name="codigo" value={appointment.code} />
              <fieldset>
                <legend>{t('2. Choose a time on {{day}}', { day: longDay(chosen.date) })}</legend>
                <div className="times">
                  {chosen.slots.map((slot) => (
                    <label className="check" key={slot.start}>
                      <input type="radio" name="hora" value={`${chosen.date}T${slot.start}`} required checked={start === slot.start} onChange={() => setStart(slot.start)} />
                      {t('From {{start}} to {{end}}', { start: slot.start, end: slot.end })}
                    </label>
                  ))}
                </div>
              </fieldset>
              <button type="submit" className="btn" disabled={busy}>{busy ? t('Moving…') : t('Move to this time')}</button>
            </form>
          ) : null}
        </>
      )}
      <p><Link to="/mi-carpeta">{t('Keep it as it is')}</Link></p>
    </section>
  );
}
