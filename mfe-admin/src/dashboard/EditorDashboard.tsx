// The console's first screen for an editor (editorDashboard/detail): the drafts waiting to be
// published, the posts scheduled (the soonest first), the searches that found nothing (each with a
// link to add the synonym that was missing) and what readers answered to '¿Le resultó útil esta página?' over the last 30 days.
import { useEffect, useState } from 'react';
import { Link } from '@portal/shared';
import type { EditorDashboard as Dashboard } from '@portal/contract';
import { useTranslation } from '../i18n';
import { corporateCall, failureOf } from '../api/corporate-client';
import { consoleDay, consoleInstant, useConsoleTimeZone } from '../console/console-time';
import { DashboardBoard } from './dashboard-board';

export function EditorDashboard() {
  const { t } = useTranslation();
  const zone = useConsoleTimeZone();
  const [dashboard, setDashboard] = useState<Dashboard | null>(null);
  const [failure, setFailure] = useState('');

  useEffect(() => {
    let current = true;
    corporateCall('editorDashboard/detail', {}).then(
      (loaded) => current && setDashboard(loaded),
      (error: unknown) => current && setFailure(failureOf(error).message),
    );
    return () => {
      current = false;
    };
  }, []);

  if (failure) return <p role="alert" className="admin-failure">{failure}</p>;
  if (!dashboard) return <p role="status">{t('Loading...')}</p>;
  const { drafts, scheduled, searches, feedback } = dashboard;
  return (
    <DashboardBoard className="admin-dashboard">
      <section aria-labelledby="dashboard-drafts">
        <h2 id="dashboard-drafts">{t('Drafts ({{n}})', { n: String(drafts.total) })}</h2>
        {drafts.latest.length === 0 ? <p>{t('No drafts.')}</p> : (
          <ul className="dashboard-list">
            {drafts.latest.map((row) => (
              <li key={row.id}>
                <Link to={`/admin/posts/${row.id}`}>{row.title || t('(untitled)')}</Link>
                <span>{t('Edited on {{day}}', { day: consoleDay(row.updated, zone) })}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="dashboard-scheduled">
        <h2 id="dashboard-scheduled">{t('Scheduled posts ({{n}})', { n: String(scheduled.total) })}</h2>
        {scheduled.next.length === 0 ? <p>{t('No posts scheduled.')}</p> : (
          <ul className="dashboard-list">
            {scheduled.next.map((row) => (
              <li key={row.id}>
                <Link to={`/admin/posts/${row.id}`}>{row.title || t('(untitled)')}</Link>
                <span>{t('To be published {{at}}', { at: consoleInstant(row.scheduled_at, zone, t) })}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="dashboard-searches">
        <h2 id="dashboard-searches">{t('Searches that found nothing')}</h2>
        {searches.length === 0 ? <p>{t('No search found nothing in the last 30 days.')}</p> : (
          <>
            <p>{t('The most frequent of the last 30 days (words only).')}</p>
            <ul className="dashboard-list">
              {searches.map((row) => (
                <li key={row.words}>
                  {t('«{{words}}» — searches: {{count}}; the last on {{day}}', { words: row.words, count: String(row.count), day: row.last_seen })}
                  <span><Link to={`/admin/synonyms/new?term=${encodeURIComponent(row.words)}`}>{t('Add a synonym for «{{words}}»', { words: row.words })}</Link></span>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      <section aria-labelledby="dashboard-feedback">
        <h2 id="dashboard-feedback">{t("Readers' answers in the last 30 days")}</h2>
        <p>{t('{{answers}} answers, {{helpful}} found the page useful.', { answers: String(feedback.answers), helpful: String(feedback.helpful) })}</p>
        {feedback.comments.length > 0 && (
          <ul className="dashboard-list" aria-label={t('The newest comments of readers who said no')}>
            {feedback.comments.map((row, index) => (
              <li key={index}>«{row.comment}»<span>{consoleDay(row.created, zone)}</span></li>
            ))}
          </ul>
        )}
        <p><Link to="/admin/page-feedback">{t('Was this page useful?')}</Link></p>
      </section>
    </DashboardBoard>
  );
}
