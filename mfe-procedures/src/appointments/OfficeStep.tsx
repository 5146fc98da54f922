import { useEffect, useRef, useState } from 'react';
import type { BookingOffice } from '@portal/contract';
import { Link } from '@portal/shared';
import { useTranslation } from '../i18n';
import { fetchOffices } from './appointment-api';
import { OfficeHours } from '../components/OfficeHours';

interface Props {
  procedureId: number;
  chosen: number | null;
  onChoose: (office: BookingOffice) => void;
  /** The offices the server rendered the page with: shown at once, not asked for again. */
  initial?: BookingOffice[];
}

/** The one office that gives appointments, chosen already; else none. */
const onlyOpen = (offices: BookingOffice[] | undefined) => {
  const open = offices?.filter((office) => office.takes_appointments) ?? [];
  return open.length === 1 ? open[0]!.id : null;
};

/**
 * Step 1: the offices where the procedure is done; those without a schedule are shown, not offered.
 * Without JavaScript the step is a GET form: the next step is this page with `&oficina=`.
 */
export function OfficeStep({ procedureId, chosen, onChoose, initial }: Props) {
  const { t } = useTranslation();
  const [offices, setOffices] = useState<BookingOffice[] | null>(initial ?? null);
  const [failed, setFailed] = useState(false);
  const [selected, setSelected] = useState<number | null>(chosen ?? onlyOpen(initial));
  const [attempt, setAttempt] = useState(0);
  const rendered = useRef(initial !== undefined);

  useEffect(() => {
    if (rendered.current) {
      rendered.current = false;
      return;
    }
    let live = true;
    setFailed(false);
    fetchOffices(procedureId).then((list) => {
      if (!live) return;
      setOffices(list);
      const open = list.filter((office) => office.takes_appointments);
      if (open.length === 1) setSelected((current) => current ?? open[0]!.id);
    }, () => live && setFailed(true));
    return () => { live = false; };
  }, [procedureId, attempt]);

  if (failed) {
    return (
      <div role="alert">
        <p>{t('We could not load the offices. Check your internet connection and try again.')}</p>
        <button type="button" className="btn" onClick={() => setAttempt((n) => n + 1)}>{t('Try again')}</button>
      </div>
    );
  }
  if (!offices) return <p role="status">{t('Loading offices…')}</p>;
  const open = offices.filter((office) => office.takes_appointments);
  if (open.length === 0) {
    return (
      <div className="notice">
        <p>{t('No office takes appointments for this procedure yet. Go in person during opening hours:')}</p>
        <ul>{offices.map((office) => <li key={office.id}>{office.name}: {office.address}{office.hours.length > 0 ? <>. <OfficeHours hours={office.hours} /></> : null}</li>)}</ul>
        <Link to="/procedures">{t('Back to the catalogue')}</Link>
      </div>
    );
  }
  const current = open.find((office) => office.id === selected);
  return (
    <form method="get" action="/citas/nueva" onSubmit={(event) => { event.preventDefault(); if (current) onChoose(current); }}>
      <input type="hidden" name="tramite" value={procedureId} />
      <fieldset>
        <legend>{t('Office')}</legend>
        <div className="choices wide">
          {open.map((office) => (
            <label className="choice" key={office.id}>
              <input type="radio" name="oficina" value={office.id} checked={selected === office.id} onChange={() => setSelected(office.id)} />
              <span>
                {office.name}
                <small>{office.address}</small>
                {office.hours.length > 0 ? <small><OfficeHours hours={office.hours} /></small> : null}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="actions">
        {/* Not disabled: without JavaScript the choice is made in the form, and the server checks it. */}
        <button type="submit" className="btn">{t('Continue')}</button>
      </div>
    </form>
  );
}
