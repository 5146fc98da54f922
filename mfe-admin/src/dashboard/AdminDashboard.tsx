// The console's first screen for an admin (adminDashboard/detail): staff sign-ins refused in the
// last 24 hours, requests refused by a rate limit (last 24 hours, last 7 days), e-mails that could
// not be delivered in the last 7 days, and today's changes.
import { useEffect, useState } from 'react';
import { Link } from '@portal/shared';
import type { AdminDashboard as Dashboard } from '@portal/contract';
import { useTranslation } from '../i18n';
import { corporateCall, failureOf } from '../api/corporate-client';
import { consoleInstant, useConsoleTimeZone } from '../console/console-time';
import { DashboardBoard } from './dashboard-board';

/** What each limit guards, in the admin's words (the server's limitName in metrics.routes.ts names them). */
function limitLabel(name: string, t: (key: string) => string): string {
  switch (name) {
    case 'write': return t('Forms sent (contact, appointments, requests)');
    case 'lookup': return t('Look-ups by code');
    case 'certificate-check': return t('Certificate checks');
    case 'lockout': return t('Sign-in lockouts');
    default: return t('Other limits');
  }
}

export function AdminDashboard() {
  const { t } = useTranslation();
  const zone = useConsoleTimeZone();
  const [dashboard, setDashboard] = useState<Dashboard | null>(null);
  const [failure, setFailure] = useState('');

  useEffect(() => {
    let current = true;
    corporateCall('adminDashboard/detail', {}).then(
      (loaded) => current && setDashboard(loaded),
      (error: unknown) => current && setFailure(failureOf(error).message),
    );
    return () => {
      current = false;
    };
  }, []);

  if (failure) return <p role="alert" className="admin-failure">{failure}</p>;
  if (!dashboard) return <p role="status">{t('Loading...')}</p>;
  const { sign_in: signIn, refusals, delivery, changes } = dashboard;
  return (
    <DashboardBoard className="admin-dashboard">
      <section aria-labelledby="dashboard-sign-in">
        <h2 id="dashboard-sign-in">{t('Staff sign-in')}</h2>
        <p>{t('{{failures}} refused sign-ins in the last 24 hours; {{locked}} accounts locked now.', { failures: String(signIn.failures), locked: String(signIn.locked) })}</p>
      </section>
      <section aria-labelledby="dashboard-refusals">
        <h2 id="dashboard-refusals">{t('Requests refused for too many attempts')}</h2>
        {refusals.length === 0 ? <p>{t('None in the last 7 days.')}</p> : (
          <table className="dashboard-table">
            <caption>{t('Refusals per limit')}</caption>
            <thead>
              <tr><th scope="col">{t('Limit')}</th><th scope="col">{t('Last 24 hours')}</th><th scope="col">{t('Last 7 days')}</th></tr>
            </thead>
            <tbody>
              {refusals.map((row) => (
                <tr key={row.limit_name}>
                  <th scope="row">{limitLabel(row.limit_name, t)}</th>
                  <td>{row.last_day}</td>
                  <td>{row.last_week}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section aria-labelledby="dashboard-delivery">
        <h2 id="dashboard-delivery">{t('E-mails not delivered in the last 7 days ({{n}})', { n: String(delivery.failed) })}</h2>
        {delivery.latest.length > 0 && (
          <ul className="dashboard-list">
            {delivery.latest.map((row) => (
              <li key={row.id}><Link to={`/admin/mail/${row.id}`}>{row.subject}</Link><span>{consoleInstant(row.created, zone, t)}</span></li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="dashboard-changes">
        <h2 id="dashboard-changes">{t('Changes today ({{n}})', { n: String(changes.total) })}</h2>
        {changes.latest.length > 0 && (
          <ul className="dashboard-list">
            {changes.latest.map((row, index) => (
              <li key={index}>{row.call_name}<span>{t('{{actor}}, {{at}}', { actor: row.actor, at: consoleInstant(row.at, zone, t) })}</span></li>
            ))}
          </ul>
        )}
      </section>
    </DashboardBoard>
  );
}
