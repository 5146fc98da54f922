// A procedure's requirements, under its form: in order, each with its note; add one from the
// catalogue (procedure/availableRequirements), change its note, move it up or down, remove it.
// Every change answers the new list, which replaces the one shown.
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import type { ProcedureRequirement, RequirementItem } from '@portal/contract';
import { LIST_PAGE_SIZE_MAX } from '../api/limits';
import { corporateCall, corporateList, failureOf, sectionEnvelope } from '../api/corporate-client';
import { useTranslation } from '../i18n';
import { MoveButtons } from '../console/MoveButtons';

export function ProcedureRequirements({ id }: { id: number }) {
  const { t } = useTranslation();
  const [items, setItems] = useState<ProcedureRequirement[]>([]);
  const [available, setAvailable] = useState<RequirementItem[]>([]);
  const [chosen, setChosen] = useState('');
  const [note, setNote] = useState('');
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState('');
  const selectRef = useRef<HTMLSelectElement>(null);

  const refreshAvailable = useCallback(async () => {
    const page = await corporateList('procedure/availableRequirements', { procedure_id: id, page: 1, pageSize: LIST_PAGE_SIZE_MAX });
    setAvailable(page.data);
  }, [id]);

  useEffect(() => {
    corporateCall('procedure/detail', { id })
      .then((detail) => setItems(detail.requirements))
      .catch((error) => setFailure(failureOf(error).message));
    refreshAvailable().catch((error) => setFailure(failureOf(error).message));
  }, [id, refreshAvailable]);

  async function change(call: 'procedure/addRequirement' | 'procedure/updateRequirement' | 'procedure/deleteRequirement', body: object) {
    setFailure('');
    try {
      const answer = await sectionEnvelope<ProcedureRequirement[]>(call, { procedure_id: id, ...body });
      setItems(answer.data);
      setStatus(answer.message ?? t('Saved.'));
      await refreshAvailable();
      return true;
    } catch (error) {
      setFailure(failureOf(error).message);
      return false;
    }
  }

  async function add(event: FormEvent) {
    event.preventDefault();
    if (!chosen) {
      setFailure(t('Choose a requirement to add.'));
      selectRef.current?.focus();
      return;
    }
    if (await change('procedure/addRequirement', { requirement_id: Number(chosen), ...(note.trim() ? { note: note.trim() } : {}) })) {
      setChosen('');
      setNote('');
      selectRef.current?.focus();
    }
  }

  return (
    <section className="admin-children" aria-labelledby="admin-procedure-requirements">
      <h2 id="admin-procedure-requirements">{t('Requirements of this procedure')}</h2>
      <p role="status" className="admin-status">
        {status}
      </p>
      {failure && (
        <p role="alert" className="admin-failure">
          {failure}
        </p>
      )}
      {items.length === 0 ? (
        <p>{t('This procedure asks for no requirement yet.')}</p>
      ) : (
        <ol className="admin-ordered">
          {items.map((item, index) => (
            <li key={item.id}>
              <strong>{item.name}</strong>
              {item.note && <span> — {item.note}</span>}
              <span className="admin-row-actions">
                <MoveButtons name={item.name} index={index} count={items.length} onMove={(to) => void change('procedure/updateRequirement', { requirement_id: item.id, position: items[to].position })} />
                <button
                  type="button"
                  className="admin-link-button"
                  onClick={() => void change('procedure/deleteRequirement', { requirement_id: item.id })}
                  aria-label={t('Remove «{{name}}» from this procedure', { name: item.name })}
                >
                  {t('Remove')}
                </button>
              </span>
            </li>
          ))}
        </ol>
      )}
      <form className="admin-inline-form" onSubmit={add} aria-label={t('Add a requirement')}>
        <div className="admin-field">
          <label htmlFor="admin-add-requirement">{t('Requirement')}</label>
          <select id="admin-add-requirement" ref={selectRef} value={chosen} onChange={(event) => setChosen(event.target.value)}>
            <option value="">{t('— Choose —')}</option>
            {available.map((item) => (
              <option key={item.id} value={item.id}>
                {item.name}
              </option>
            ))}
          </select>
        </div>
        <div className="admin-field">
          <label htmlFor="admin-add-requirement-note">{t('Note (optional)')}</label>
          <input id="admin-add-requirement-note" maxLength={500} value={note} onChange={(event) => setNote(event.target.value)} />
        </div>
        <button type="submit" className="btn">
          {t('Add requirement')}
        </button>
      </form>
    </section>
  );
}
