// The console's first screen for a clerk (clerkDashboard/detail): today's appointments, the requests
// waiting on the city (by how long they have waited and how close they are to their due date) and
// the contact messages not answered yet, each with a link to its section.
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Link } from '@portal/shared';
import type { ClerkDashboard as Dashboard } from '@portal/contract';
import { useTranslation } from '../i18n';
import { corporateCall, failureOf } from '../api/corporate-client';
import { consoleDay, consoleInstant, useConsoleTimeZone } from '../console/console-time';
import { dueLabel } from '../console/format';
import { APPOINTMENT_STATUS_LABELS } from '../sections/AppointmentView';

// Small tables that wrap instead of scrolling, and links tall enough to tap (44 px).
const Board = styled.div`
  .dashboard-table {
    width: 100%;
    border-collapse: collapse;
    margin: 0.5rem 0 1rem;
  }
  .dashboard-table caption {
    text-align: left;
    font-weight: 600;
  }
  .dashboard-table th,
  .dashboard-table td {
    text-align: left;
    padding: 0.3rem 0.4rem;
    border-bottom: 1px solid var(--color-border);
    vertical-align: top;
    overflow-wrap: anywhere;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
`;

export function ClerkDashboard() {
  const { t } = useTranslation();
  const zone = useConsoleTimeZone();
  const [dashboard, setDashboard] = useState<Dashboard | null>(null);
  const [failure, setFailure] = useState('');

  useEffect(() => {
    let current = true;
    corporateCall<Dashboard>('clerkDashboard/detail').then(
      (loaded) => current && setDashboard(loaded),
      (error: unknown) => current && setFailure(failureOf(error).message),
    );
    return () => {
      current = false;
    };
  }, []);

  if (failure) return <p role="alert" className="admin-failure">{failure}</p>;
  if (!dashboard) return <p role="status">{t('Loading...')}</p>;
  const { appointments, waiting, messages } = dashboard;
  return (
    <Board className="admin-dashboard">
      <section aria-labelledby="dashboard-appointments">
        <h2 id="dashboard-appointments">{t("Today's appointments ({{n}})", { n: String(appointments.length) })}</h2>
        {appointments.length === 0 ? <p>{t('No appointments today.')}</p> : (
          <table className="dashboard-table">
            <caption className="visually-hidden">{t("Today's appointments")}</caption>
            <thead><tr><th scope="col">{t('Time')}</th><th scope="col">{t('Office (console)')}</th><th scope="col">{t('Procedure')}</th><th scope="col">{t('Name')}</th><th scope="col">{t('Status')}</th></tr></thead>
            <tbody>
              {appointments.map((row) => (
                <tr key={row.id}>
                  <td data-label={t('Time')}>{row.start_time}–{row.end_time}</td>
                  <td data-label={t('Office (console)')}>{row.office_name}</td>
                  <td data-label={t('Procedure')}>{row.procedure_name ?? '—'}</td>
                  <td data-label={t('Name')}><Link to={`/admin/appointments/${row.id}`}>{row.name}</Link></td>
                  <td data-label={t('Status')}>{t(APPOINTMENT_STATUS_LABELS[row.status])}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section aria-labelledby="dashboard-requests">
        <h2 id="dashboard-requests">{t('Requests waiting on us ({{n}})', { n: String(waiting.total) })}</h2>
        <p>{t('{{overdue}} overdue, {{soon}} due within 2 working days.', { overdue: String(waiting.overdue), soon: String(waiting.due_soon) })}</p>
        <table className="dashboard-table">
          <caption>{t('By working days waited')}</caption>
          <thead><tr>{waiting.by_age.map((cell) => <th scope="col" key={cell.bucket}>{t('{{bucket}} days', { bucket: cell.bucket })}</th>)}</tr></thead>
          <tbody><tr>{waiting.by_age.map((cell) => <td key={cell.bucket} data-label={t('{{bucket}} days', { bucket: cell.bucket })}>{cell.count}</td>)}</tr></tbody>
        </table>
        {waiting.first.length > 0 && (
          <table className="dashboard-table">
            <caption>{t('The most urgent')}</caption>
            <thead><tr><th scope="col">{t('Code')}</th><th scope="col">{t('Procedure')}</th><th scope="col">{t('Received')}</th><th scope="col">{t('Working days waited')}</th><th scope="col">{t('Due by')}</th></tr></thead>
            <tbody>
              {waiting.first.map((row) => (
                <tr key={row.id}>
                  <td data-label={t('Code')}><Link to={`/admin/requests/${row.id}`}>{row.code}</Link></td>
                  <td data-label={t('Procedure')}>{row.procedure_name}</td>
                  <td data-label={t('Received')}>{consoleDay(row.created, zone)}</td>
                  <td data-label={t('Working days waited')}>{row.age_days}</td>
                  <td data-label={t('Due by')}>{dueLabel(row.due_date, row.due_flag, t)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <p><Link to="/admin/requests">{t('All online requests')}</Link></p>
      </section>
      <section aria-labelledby="dashboard-messages">
        <h2 id="dashboard-messages">{t('Messages not answered ({{n}})', { n: String(messages.unanswered) })}</h2>
        {messages.oldest.length > 0 && (
          <ul>
            {messages.oldest.map((row) => (
              <li key={row.id}><Link to={`/admin/inbox/${row.id}`}>{row.reference}</Link> — {row.name}, {consoleInstant(row.created, zone, t)}</li>
            ))}
          </ul>
        )}
        <p><Link to="/admin/inbox">{t('Contact inbox')}</Link></p>
      </section>
    </Board>
  );
}
