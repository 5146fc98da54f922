import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { currentCustomerAtom, serverDataAtom } from '@portal/shared';
import { useTranslation } from '../i18n';
import { longDay } from '../appointments/appointment-format';
import { fetchHolidayCalendar, groupByMonth, monthName, type HolidayCalendar } from '../holidays/holiday-calendar';

const Calendar = styled.section`
  max-width: 48rem;
  .intro {
    color: var(--color-muted);
  }
  h3::first-letter {
    text-transform: uppercase;
  }
  ul {
    list-style: none;
    margin: 0 0 1.5rem;
    padding: 0;
    display: grid;
    gap: 0.5rem;
  }
  li {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 1rem;
    padding: 0.6rem 0.75rem;
    border: 1px solid var(--color-border);
    border-radius: var(--radius);
    background: var(--color-surface);
  }
  time {
    font-weight: 600;
    min-width: 14rem;
  }
`;

type Phase = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; calendar: HolidayCalendar };

/**
 * /feriados: the city's holiday calendar, this year and the next, by month. The days come from the
 * holidays the city's staff keep, the same rows that close the offices and the appointment slots.
 */
export default function HolidaysPage() {
  const { t } = useTranslation();
  const customer = useAtomValue(currentCustomerAtom);
  // What the server rendered the page with (the answer of the same call), else asked here.
  const rendered = useAtomValue(serverDataAtom).holidays as HolidayCalendar | undefined;
  const [phase, setPhase] = useState<Phase>(rendered ? { kind: 'ready', calendar: rendered } : { kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (rendered && attempt === 0) return;
    let current = true;
    setPhase({ kind: 'loading' });
    fetchHolidayCalendar().then(
      (calendar) => current && setPhase({ kind: 'ready', calendar }),
      () => current && setPhase({ kind: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [rendered, attempt]);

  return (
    <Calendar className="container holidays-page">
      <h1>{t('Holiday calendar')}</h1>
      <p className="intro">
        {customer?.name
          ? t('The holidays of {{name}}: on these days the municipal offices are closed and give no appointments.', { name: customer.name })
          : t('On these days the municipal offices are closed and give no appointments.')}
      </p>
      {phase.kind === 'loading' ? (
        <p role="status" className="loading-placeholder">
          {t('Loading the holidays...')}
        </p>
      ) : null}
      {phase.kind === 'failed' ? (
        <div role="alert">
          <p>{t('We could not load the holidays. Check your internet connection and try again.')}</p>
          <button type="button" className="btn" onClick={() => setAttempt((n) => n + 1)}>
            {t('Try again')}
          </button>
        </div>
      ) : null}
      {phase.kind === 'ready'
        ? groupByMonth(phase.calendar).map(({ year, months }) => (
            <section key={year} aria-labelledby={`holidays-${year}`}>
              <h2 id={`holidays-${year}`}>{t('Holidays of {{year}}', { year })}</h2>
              {months.length === 0 ? <p>{t('The city has not published holidays for {{year}} yet.', { year })}</p> : null}
              {months.map(({ month, holidays }) => (
                <section key={month} aria-labelledby={`holidays-${month}`}>
                  <h3 id={`holidays-${month}`}>{monthName(month)}</h3>
                  <ul>
                    {holidays.map((holiday) => (
                      <li key={holiday.date}>
                        <time dateTime={holiday.date}>{longDay(holiday.date)}</time>
                        <span>{holiday.name}</span>
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </section>
          ))
        : null}
    </Calendar>
  );
}
