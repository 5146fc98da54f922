// The console's first screen for a clerk (clerkDashboard/detail): today's appointments, the requests
// waiting on the city (by how long they have waited and how close they are to their due date) and
// the contact messages not answered yet, each with a link to its section.
import { useEffect, useState } from 'react';
import { Link } from '@portal/shared';
import type { ClerkDashboard as Dashboard } from '@portal/contract';
import { useTranslation } from '../i18n';
import { corporateCall, failureOf } from '../api/corporate-client';
import { consoleDay, consoleInstant, useConsoleTimeZone } from '../console/console-time';
import { dueLabel } from '../console/format';
import { APPOINTMENT_STATUS_LABELS } from '../sections/AppointmentView';
import { DashboardBoard } from './dashboard-board';


export function ClerkDashboard() {
  const { t } = useTranslation();
  const zone = useConsoleTimeZone();
  const [dashboard, setDashboard] = useState<Dashboard | null>(null);
  const [failure, setFailure] = useState('');

  useEffect(() => {
    let current = true;
    corporateCall('clerkDashboard/detail', {}).then(
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
    <DashboardBoard className="admin-dashboard">
      <section aria-labelledby="dashboard-appointments">
        <h2 id="dashboard-appointments">{t("Today's appointments ({{n}})", { n: String(appointments.length) })}</h2>
        {appointments.length === 0 ? <p>{t('No appointments today.')}</p> : (
          <ul className="dashboard-list">
            {appointments.map((row) => (
              <li key={row.id}>
                <Link to={`/admin/appointments/${row.id}`}>{row.start_time}–{row.end_time} {row.name}</Link>
                <span>{[row.office_name, row.procedure_name ?? '', t(APPOINTMENT_STATUS_LABELS[row.status])].filter(Boolean).join(' · ')}</span>
              </li>
            ))}
          </ul>
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
          <>
            <h3 id="dashboard-urgent">{t('The most urgent')}</h3>
            <ol className="dashboard-list" aria-labelledby="dashboard-urgent">
              {waiting.first.map((row) => (
                <li key={row.id}>
                  <Link to={`/admin/requests/${row.id}`}>{row.code}</Link>
                  <span>{t('{{procedure}} · received {{day}} · {{days}} working days waited · due by {{due}}', {
                    procedure: row.procedure_name, day: consoleDay(row.created, zone), days: String(row.age_days), due: dueLabel(row.due_date, row.due_flag, t),
                  })}</span>
                </li>
              ))}
            </ol>
          </>
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
    </DashboardBoard>
  );
}
