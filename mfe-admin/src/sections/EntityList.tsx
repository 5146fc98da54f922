// The generic list of a section: search, the section's filters, one page of rows as a table with
// edit and delete, and paging. A refusal (403 for a role, 401 after an expired session) shows the
// server's message in place of the table.
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Link } from '@portal/shared';
import { CONSOLE_PAGE_SIZE } from '../api/limits';
import { failureOf, type ListPage, sectionCall, sectionList } from '../api/corporate-client';
import { useTranslation } from '../i18n';
import { ConfirmDialog } from './ConfirmDialog';
import { useConsoleTimeZone } from '../console/console-time';
import { useBookedAppointments } from './use-booked-appointments';
import type { SectionSpec } from './section-spec';

type Row = { id: number } & Record<string, unknown>;

interface Props {
  section: SectionSpec;
  /** Tells the section a row was deleted (its message goes to the status line). */
  onStatus: (message: string) => void;
}

export function EntityList({ section, onStatus }: Props) {
  const { t } = useTranslation();
  const zone = useConsoleTimeZone();
  const [query, setQuery] = useState('');
  const [typed, setTyped] = useState('');
  const [filters, setFilters] = useState<Record<string, string>>({});
  const [page, setPage] = useState(1);
  const [result, setResult] = useState<ListPage<Row> | null>(null);
  const [failure, setFailure] = useState('');
  const [deleting, setDeleting] = useState<Row | null>(null);
  const [reload, setReload] = useState(0);
  const bookings = useBookedAppointments();

  const load = useCallback(async () => {
    if (!section.calls.list) return;
    setFailure('');
    const narrowed = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== ''));
    try {
      setResult(await sectionList<Row>(section.calls.list, { page, pageSize: CONSOLE_PAGE_SIZE, ...(query ? { q: query } : {}), ...narrowed }));
    } catch (error) {
      setResult(null);
      setFailure(failureOf(error).message);
    }
  }, [section.calls.list, page, query, filters]);

  useEffect(() => {
    void load();
  }, [load, reload]);

  function search(event: FormEvent) {
    event.preventDefault();
    setPage(1);
    setQuery(typed.trim());
  }

  async function confirmDelete() {
    const row = deleting!;
    setDeleting(null);
    try {
      // Deleting a schedule over booked days asks about those appointments first.
      const deleted = section.bookingsReason
        ? await bookings.send((extra) => sectionCall(section.calls.delete!, { id: row.id, ...extra }), section.bookingsReason(row, t))
        : await sectionCall(section.calls.delete!, { id: row.id });
      if (deleted === null) {
        onStatus(t('Nothing was saved.'));
        return;
      }
      onStatus(t('Deleted: {{name}}.', { name: label(row) }));
      setReload((n) => n + 1);
    } catch (error) {
      setFailure(failureOf(error).message);
    }
  }

  const label = (row: Row) => (section.rowLabel ? section.rowLabel(row as never) : String(row.name ?? row.title ?? row.id));
  const pages = result ? Math.max(1, Math.ceil(result.total / CONSOLE_PAGE_SIZE)) : 1;
  const searchId = `admin-${section.id}-search`;
  const editable = Boolean(section.calls.update || section.calls.detail || section.Editor);

  return (
    <div className="admin-list">
      <form role="search" className="admin-toolbar" onSubmit={search} aria-label={t('Search in {{section}}', { section: t(section.title) })}>
        <div className="admin-field">
          <label htmlFor={searchId}>{t('Search')}</label>
          <input id={searchId} type="search" value={typed} onChange={(event) => setTyped(event.target.value)} />
        </div>
        {section.filters?.map((filter) => (
          <div className="admin-field" key={filter.name}>
            <label htmlFor={`${searchId}-${filter.name}`}>{t(filter.label)}</label>
            <select
              id={`${searchId}-${filter.name}`}
              value={filters[filter.name] ?? ''}
              onChange={(event) => {
                setPage(1);
                setFilters((current) => ({ ...current, [filter.name]: event.target.value }));
              }}
            >
              {filter.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {t(option.label)}
                </option>
              ))}
            </select>
          </div>
        ))}
        <button type="submit" className="btn btn-outline">
          {t('Search')}
        </button>
        {section.calls.add && (
          <Link className="btn" to={`/admin/${section.id}/new`}>
            {t(section.newTitle ?? 'New')}
          </Link>
        )}
      </form>
      {failure && (
        <p role="alert" className="admin-failure">
          {failure}
        </p>
      )}
      {result && (
        <>
          <p className="admin-hint" aria-live="polite">
            {result.total === 1 ? t('1 result') : t('{{count}} results', { count: result.total })}
          </p>
          {result.data.length > 0 && (
            <table className="admin-table">
              <caption className="visually-hidden">{t(section.title)}</caption>
              <thead>
                <tr>
                  {section.columns.map((column) => (
                    <th key={column.label} scope="col">
                      {t(column.label)}
                    </th>
                  ))}
                  {(editable || section.calls.delete) && <th scope="col">{t('Actions')}</th>}
                </tr>
              </thead>
              <tbody>
                {result.data.map((row) => (
                  <tr key={row.id}>
                    {/* data-label: below the card breakpoint each row is a card, each cell headed by its column. */}
                    {section.columns.map((column) => (
                      <td key={column.label} data-label={t(column.label)}>{column.value(row as never, t, zone)}</td>
                    ))}
                    {(editable || section.calls.delete) && (
                      <td className="admin-row-actions" data-label={t('Actions')}>
                        {editable && (
                          <Link to={`/admin/${section.id}/${row.id}`} state={{ row }} aria-label={t('Open {{name}}', { name: label(row) })}>
                            {t('Open')}
                          </Link>
                        )}
                        {section.calls.delete && (
                          <button type="button" className="admin-link-button" onClick={() => setDeleting(row)} aria-label={t('Delete {{name}}', { name: label(row) })}>
                            {t('Delete')}
                          </button>
                        )}
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {pages > 1 && (
            <nav className="admin-paging" aria-label={t('Pages')}>
              <button type="button" className="btn btn-outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {t('Previous page')}
              </button>
              <span>{t('Page {{page}} of {{pages}}', { page, pages })}</span>
              <button type="button" className="btn btn-outline" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                {t('Next page')}
              </button>
            </nav>
          )}
        </>
      )}
      {bookings.dialog}
      {deleting && (
        <ConfirmDialog
          title={t('Delete «{{name}}»?', { name: label(deleting) })}
          confirmLabel={t('Delete')}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setDeleting(null)}
        />
      )}
    </div>
  );
}
