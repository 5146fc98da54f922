// The console's first screen for an admin (adminDashboard/detail): staff sign-ins refused in the
// last 24 hours, e-mails that could not be delivered in the last 7 days, and today's changes.
import { useEffect, useState } from 'react';
import { Link } from '@portal/shared';
import type { AdminDashboard as Dashboard } from '@portal/contract';
import { useTranslation } from '../i18n';
import { corporateCall, failureOf } from '../api/corporate-client';
import { consoleInstant, useConsoleTimeZone } from '../console/console-time';
import { DashboardBoard } from './dashboard-board';

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
  const { sign_in: signIn, delivery, changes } = dashboard;
  return (
    <DashboardBoard className="admin-dashboard">
      <section aria-labelledby="dashboard-sign-in">
        <h2 id="dashboard-sign-in">{t('Staff sign-in')}</h2>
        <p>{t('{{failures}} refused sign-ins in the last 24 hours; {{locked}} accounts locked now.', { failures: String(signIn.failures), locked: String(signIn.locked) })}</p>
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
