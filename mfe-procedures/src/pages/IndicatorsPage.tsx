import { useEffect, useState, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import type { Indicators, ProcedureIndicators } from '@portal/contract';
import { currentCustomerAtom, serverDataAtom } from '@portal/shared';
import { i18nKey, useTranslation } from '../i18n';
import { HorizontalBars } from '../indicators/HorizontalBars';
import { MonthlyColumns } from '../indicators/MonthlyColumns';
import { days, fetchIndicators, longDate, percent, shortMonth } from '../indicators/indicators-api';

const Page = styled.section`
  max-width: 72rem;
  .intro {
    color: var(--color-muted);
    max-width: 48rem;
  }
  .summary {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
    gap: 0.75rem;
    margin: 0 0 2rem;
    padding: 0;
    list-style: none;
  }
  .summary li {
    padding: 0.75rem 1rem;
    border: 1px solid var(--color-border);
    border-radius: var(--radius);
    background: var(--color-surface);
  }
  .summary strong {
    display: block;
    font-size: 1.6rem;
  }
  .chart-and-table {
    display: grid;
    gap: 1rem 2rem;
    align-items: start;
    margin-bottom: 2.5rem;
  }
  @media (min-width: 992px) {
    .chart-and-table:not(.wide) {
      grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    }
  }
  figure {
    margin: 0;
  }
  figcaption {
    color: var(--color-muted);
    font-size: 0.9rem;
  }
  .chart text {
    fill: var(--color-text);
    font-size: 13px;
  }
  .chart .chart-bar {
    fill: var(--color-primary);
  }
  .chart .chart-axis {
    stroke: var(--color-border);
  }
  table {
    border-collapse: collapse;
    width: 100%;
    font-size: 0.95rem;
  }
  th,
  td {
    overflow-wrap: anywhere;
    hyphens: auto;
  }
  @media (max-width: 575px) {
    table {
      font-size: 0.85rem;
    }
  }
  caption {
    text-align: left;
    font-weight: 600;
    padding-bottom: 0.4rem;
  }
  th,
  td {
    padding: 0.35rem 0.3rem;
    border-bottom: 1px solid var(--color-border);
    text-align: left;
    vertical-align: top;
  }
  .open-data a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
  td.number,
  th.number {
    text-align: right;
  }
`;

type Phase = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; indicators: Indicators };

const dash = '—';

// Plain links: these are files the server sends, not pages of the site's router.
const OPEN_DATA_LINKS = [
  { href: '/datos/indicadores.csv', label: i18nKey('Service indicators (CSV)') },
  { href: '/datos/indicadores.json', label: i18nKey('Service indicators (JSON)') },
  { href: '/datos/tramites.csv', label: i18nKey('Catalogue of procedures (CSV)') },
  { href: '/datos/tramites.json', label: i18nKey('Catalogue of procedures (JSON)') },
  { href: '/datos/catalogo.json', label: i18nKey('Data catalogue (DCAT-AP, JSON-LD)') },
];

/** A table of figures; its words may break anywhere so that it fits a 320 px phone without scrolling. */
function FigureTable({ children }: { children: ReactNode }) {
  return <table className="figures">{children}</table>;
}

/** Procedures that received or decided requests in the period (a suppressed count still means some). */
const active = (row: { received: number | null; decided: number | null }) => row.received !== 0 || row.decided !== 0;

/**
 * /indicadores: how long the city takes to decide each online procedure, from the summary the
 * server computes every hour. Rendered on the server; each chart is an SVG with a table beside it
 * saying the same for screen readers. Counts under 5 show as a dash.
 */
export default function IndicatorsPage() {
  const { t } = useTranslation();
  const customer = useAtomValue(currentCustomerAtom);
  const rendered = useAtomValue(serverDataAtom).indicators as Indicators | undefined;
  const [phase, setPhase] = useState<Phase>(rendered ? { kind: 'ready', indicators: rendered } : { kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (rendered && attempt === 0) return;
    let current = true;
    setPhase({ kind: 'loading' });
    fetchIndicators().then(
      (indicators) => current && setPhase({ kind: 'ready', indicators }),
      () => current && setPhase({ kind: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [rendered, attempt]);

  const count = (value: number | null) => (value === null ? dash : String(value));
  const daysOf = (value: number | null) => (value === null ? dash : days(value));
  const shareOf = (value: number | null) => (value === null ? dash : percent(value));
  const standardOf = (row: ProcedureIndicators) => (row.standard_days === null ? t('None') : t('{{days}} working days', { days: String(row.standard_days) }));

  return (
    <Page className="container indicators-page">
      <h1>{t('Service indicators')}</h1>
      {phase.kind === 'loading' ? <p role="status" className="loading-placeholder">{t('Loading the indicators...')}</p> : null}
      {phase.kind === 'failed' ? (
        <div role="alert">
          <p>{t('We could not load the indicators. Check your internet connection and try again.')}</p>
          <button type="button" className="btn" onClick={() => setAttempt((n) => n + 1)}>{t('Try again')}</button>
        </div>
      ) : null}
      {phase.kind === 'ready' ? <Figures indicators={phase.indicators} city={customer?.name ?? ''} helpers={{ count, daysOf, shareOf, standardOf }} /> : null}
    </Page>
  );
}

interface Helpers {
  count: (value: number | null) => string;
  daysOf: (value: number | null) => string;
  shareOf: (value: number | null) => string;
  standardOf: (row: ProcedureIndicators) => string;
}

function Figures({ indicators, city, helpers: { count, daysOf, shareOf, standardOf } }: { indicators: Indicators; city: string; helpers: Helpers }) {
  const { t } = useTranslation();
  const procedures = indicators.procedures.filter(active);
  const timed = procedures.filter((row) => row.median_days !== null);
  const measured = procedures.filter((row) => row.within_share !== null);
  const departments = indicators.departments.filter(active);
  const period = { from: longDate(indicators.period_from), to: longDate(indicators.period_to) };
  return (
    <>
      <p className="intro">
        {city ? t('How long {{city}} takes to decide the requests citizens file online, from {{from}} to {{to}}.', { city, ...period }) : t('How long the city takes to decide the requests citizens file online, from {{from}} to {{to}}.', period)}{' '}
        {t('Days are working days: Monday to Friday, holidays not counted, from the day after the request was filed to the day it was decided.')}{' '}
        {t('To protect privacy, a figure resting on fewer than 5 requests is shown as a dash (—).')}{' '}
        {t('Figures computed on {{date}}.', { date: longDate(indicators.computed_at.slice(0, 10)) })}
      </p>
      <ul className="summary" aria-label={t('The city in figures')}>
        <li><strong>{count(indicators.city.received)}</strong>{t('requests received')}</li>
        <li><strong>{count(indicators.city.decided)}</strong>{t('requests decided')}</li>
        <li><strong>{daysOf(indicators.city.median_days)}</strong>{t('working days to a decision (median)')}</li>
        <li><strong>{shareOf(indicators.city.within_share)}</strong>{t('decided within the standard')}</li>
      </ul>

      <h2 id="indicators-months">{t('Requests received per month')}</h2>
      <div className="chart-and-table">
        <figure aria-labelledby="indicators-months">
          <MonthlyColumns months={indicators.city.months} />
          <figcaption>{t('The same figures are in the table.')}</figcaption>
        </figure>
        <FigureTable>
          <caption>{t('Requests received per month')}</caption>
          <thead><tr><th scope="col">{t('Month')}</th><th scope="col" className="number">{t('Requests')}</th></tr></thead>
          <tbody>
            {indicators.city.months.map((cell) => <tr key={cell.month}><th scope="row">{shortMonth(cell.month)}</th><td className="number">{count(cell.received)}</td></tr>)}
          </tbody>
        </FigureTable>
      </div>

      <h2 id="indicators-times">{t('Working days to a decision, by procedure')}</h2>
      {procedures.length === 0 ? <p>{t('No requests were filed online in this period.')}</p> : (
        // Six columns: the table goes under its chart, the whole width.
        <div className="chart-and-table wide">
          <figure aria-labelledby="indicators-times">
            <HorizontalBars items={timed.map((row) => ({ key: row.id, label: row.name, value: row.median_days!, text: daysOf(row.median_days) }))} />
            <figcaption>{t('Median working days. The same figures are in the table.')}</figcaption>
          </figure>
          <FigureTable>
            <caption>{t('Working days to a decision, by procedure')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('Procedure')}</th>
                <th scope="col">{t('Service standard')}</th>
                <th scope="col" className="number">{t('Received requests')}</th>
                <th scope="col" className="number">{t('Decided requests')}</th>
                <th scope="col" className="number">{t('Median')}</th>
                <th scope="col" className="number">{t('9 in 10 within')}</th>
              </tr>
            </thead>
            <tbody>
              {procedures.map((row) => (
                <tr key={row.id}>
                  <th scope="row">{row.name}</th>
                  <td>{standardOf(row)}</td>
                  <td className="number">{count(row.received)}</td>
                  <td className="number">{count(row.decided)}</td>
                  <td className="number">{daysOf(row.median_days)}</td>
                  <td className="number">{daysOf(row.p90_days)}</td>
                </tr>
              ))}
            </tbody>
          </FigureTable>
        </div>
      )}

      <h2 id="indicators-within">{t('Decided within the standard, by procedure')}</h2>
      {measured.length === 0 ? <p>{t('Too few requests with a standard were decided in this period to publish this figure.')}</p> : (
        <div className="chart-and-table">
          <figure aria-labelledby="indicators-within">
            <HorizontalBars max={1} items={measured.map((row) => ({ key: row.id, label: row.name, value: row.within_share!, text: shareOf(row.within_share) }))} />
            <figcaption>{t('Share of requests decided on or before their due date. The same figures are in the table.')}</figcaption>
          </figure>
          <FigureTable>
            <caption>{t('Decided within the standard, by procedure')}</caption>
            <thead><tr><th scope="col">{t('Procedure')}</th><th scope="col" className="number">{t('Within the standard')}</th></tr></thead>
            <tbody>
              {measured.map((row) => <tr key={row.id}><th scope="row">{row.name}</th><td className="number">{shareOf(row.within_share)}</td></tr>)}
            </tbody>
          </FigureTable>
        </div>
      )}

      <h2 id="indicators-departments">{t('By department')}</h2>
      {departments.length === 0 ? <p>{t('No requests were filed online in this period.')}</p> : (
        <FigureTable>
          <caption>{t('Figures of each department')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('Department')}</th>
              <th scope="col" className="number">{t('Received requests')}</th>
              <th scope="col" className="number">{t('Decided requests')}</th>
              <th scope="col" className="number">{t('Median')}</th>
              <th scope="col" className="number">{t('9 in 10 within')}</th>
              <th scope="col" className="number">{t('Within the standard')}</th>
            </tr>
          </thead>
          <tbody>
            {departments.map((row) => (
              <tr key={row.id}>
                <th scope="row">{row.name}</th>
                <td className="number">{count(row.received)}</td>
                <td className="number">{count(row.decided)}</td>
                <td className="number">{daysOf(row.median_days)}</td>
                <td className="number">{daysOf(row.p90_days)}</td>
                <td className="number">{shareOf(row.within_share)}</td>
              </tr>
            ))}
          </tbody>
        </FigureTable>
      )}

      <h2>{t('Open data')}</h2>
      <p>{t('These figures and the catalogue of procedures are open data: reuse them freely, citing the city (licence CC BY 4.0).')}</p>
      <ul className="open-data">
        {OPEN_DATA_LINKS.map((link) => <li key={link.href}><a href={link.href}>{t(link.label)}</a></li>)}
      </ul>

      <h2 id="indicators-offices">{t('Next free appointment, by office')}</h2>
      {indicators.offices.length === 0 ? <p>{t('No office gives appointments.')}</p> : (
        <FigureTable>
          <caption>{t('Next free appointment, by office')}</caption>
          <thead><tr><th scope="col">{t('Office')}</th><th scope="col">{t('Next free appointment')}</th></tr></thead>
          <tbody>
            {indicators.offices.map((office) => (
              <tr key={office.id}>
                <th scope="row">{office.name}</th>
                <td>{office.next_date ? t('{{date}} at {{time}}', { date: longDate(office.next_date), time: office.next_time ?? '' }) : t('None in the next 60 days')}</td>
              </tr>
            ))}
          </tbody>
        </FigureTable>
      )}
    </>
  );
}
