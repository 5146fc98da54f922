// One section of the console, from its description: /admin/<section> is the list,
// /admin/<section>/new the create form, /admin/<section>/<id> the edit form (or the section's own
// editor) with its child lists under it. The status line says what the last action did.
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from '@portal/shared';
import { LIST_PAGE_SIZE_MAX } from '../api/limits';
import { failureOf, sectionCall, sectionList } from '../api/corporate-client';
import { useTranslation } from '../i18n';
import { EntityForm } from './EntityForm';
import { EntityList } from './EntityList';
import type { SectionSpec } from './section-spec';

type Row = Record<string, unknown>;

/** Reads the row to edit: its detail call, else the row the list passed along, else the list. */
async function loadRow(section: SectionSpec, id: number | null, passed: Row | undefined): Promise<Row> {
  if (section.singleton) return sectionCall<Row>(section.calls.detail!, {});
  if (section.calls.detail) return sectionCall<Row>(section.calls.detail, { id });
  if (passed) return passed;
  const page = await sectionList<Row>(section.calls.list!, { page: 1, pageSize: LIST_PAGE_SIZE_MAX });
  const found = page.data.find((row) => row.id === id);
  if (!found) throw new Error('404');
  return found;
}

export function EntitySection({ section, item }: { section: SectionSpec; item?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const passed = (location.state as { row?: Row; status?: string } | null) ?? null;
  const [status, setStatus] = useState(passed?.status ?? '');
  const editing = section.singleton || item !== undefined;
  const id = item && item !== 'new' ? Number(item) : null;
  const [row, setRow] = useState<Row | null | undefined>(item === 'new' ? null : undefined);
  const [failure, setFailure] = useState('');
  const [version, setVersion] = useState(0);

  useEffect(() => setStatus(passed?.status ?? ''), [passed?.status, item]);

  useEffect(() => {
    if (!editing || item === 'new' || section.Editor) return;
    let live = true;
    setRow(undefined);
    setFailure('');
    loadRow(section, id, passed?.row)
      .then((loaded) => live && setRow(loaded))
      .catch((error) => live && setFailure(failureOf(error).message === '404' ? t('This item does not exist any more.') : failureOf(error).message));
    return () => {
      live = false;
    };
    // passed.row is only the first guess; the detail call is the truth.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [section, item, version]);

  const back = () => navigate(`/admin/${section.id}`);
  const saved = (savedId: number | null, message: string) => {
    if (section.singleton) {
      setStatus(message);
      setVersion((n) => n + 1);
    } else if (id === null && savedId !== null) navigate(`/admin/${section.id}/${savedId}`, { state: { status: message } });
    else {
      setStatus(message);
      setVersion((n) => n + 1);
    }
  };

  let body;
  if (!editing) body = <EntityList section={section} onStatus={setStatus} />;
  else if (section.Editor) body = <section.Editor id={id} onDone={back} />;
  else if (failure)
    body = (
      <p role="alert" className="admin-failure">
        {failure}
      </p>
    );
  else if (row === undefined) body = <p role="status">{t('Loading...')}</p>;
  else
    body = (
      <>
        <EntityForm key={`${item}-${version}`} section={section} row={row} onSaved={saved} onCancel={section.singleton ? undefined : back} />
        {section.Children && id !== null && <section.Children id={id} />}
      </>
    );

  return (
    <section className="admin-section" aria-labelledby="admin-section-title">
      <h1 id="admin-section-title">{t(section.title)}</h1>
      {editing && !section.singleton && (
        <p className="admin-back">
          <Link to={`/admin/${section.id}`}>{t('← Back to the list')}</Link>
        </p>
      )}
      {/* A section's own editor says what its actions did in its own status line (one line, not two). */}
      {!(editing && section.Editor) && (
        <p role="status" className="admin-status">
          {status}
        </p>
      )}
      {body}
    </section>
  );
}
