// One online request for a clerk: the citizen, the procedure, each document (download, accept, or
// reject with a note saying what to fix), the state (the customer's list), the payments
// (RequestPayments) and the history. Every change answers the request as it is now, which replaces the one shown.
import { corporatePath } from '@portal/contract';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { CorporateCall, StaffRequest, State } from '@portal/contract';
import { http } from '@portal/shared';
import { LIST_PAGE_SIZE_MAX } from '../api/limits';
import { consoleCustomerId, corporateCall, corporateList, failureOf, sectionEnvelope } from '../api/corporate-client';
import { useTranslation } from '../i18n';
import { consoleInstant, useConsoleTimeZone } from '../console/console-time';
import { useFocusRequest } from '../console/use-focus-request';
import type { EditorProps } from './section-spec';
import { RequestPayments } from './RequestPayments';

const DOCUMENT_LABELS = { pending: 'Missing', submitted: 'To review', accepted: 'Accepted', rejected: 'Rejected' } as const;

/** Downloads a document through the corporate call (POST), as the file the citizen uploaded. */
async function download(id: number, requirementId: number, name: string): Promise<void> {
  const response = await http.post(corporatePath('userProcedure/downloadFile'), { customer_id: consoleCustomerId(), id, requirement_id: requirementId }, { responseType: 'blob' });
  const url = URL.createObjectURL(response.data as Blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function RequestView({ id }: EditorProps) {
  const { t } = useTranslation();
  const zone = useConsoleTimeZone();
  const [request, setRequest] = useState<StaffRequest | null>(null);
  const [states, setStates] = useState<State[]>([]);
  const [notes, setNotes] = useState<Record<number, string>>({});
  const [noteErrors, setNoteErrors] = useState<Record<number, string>>({});
  const [stateId, setStateId] = useState('');
  const [failure, setFailure] = useState('');
  const [status, setStatus] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusAfterRender = useFocusRequest();

  useEffect(() => {
    corporateCall('userProcedure/detail', { id: id! })
      .then((loaded) => { setRequest(loaded); setStateId(String(loaded.state?.id ?? '')); focusAfterRender(() => headingRef.current); })
      .catch((error) => setFailure(failureOf(error).message));
    corporateList('state/list', { page: 1, pageSize: LIST_PAGE_SIZE_MAX }).then((page) => setStates(page.data)).catch(() => {});
  }, [id, focusAfterRender]);

  async function change(call: CorporateCall, body: object): Promise<boolean> {
    setFailure('');
    try {
      const answer = await sectionEnvelope<StaffRequest>(call, { id, ...body });
      setRequest(answer.data);
      setStatus(answer.message ?? t('Saved.'));
      return true;
    } catch (error) {
      setFailure(failureOf(error).message);
      return false;
    }
  }

  async function verdict(requirementId: number, verdictStatus: 'accepted' | 'rejected') {
    const note = (notes[requirementId] ?? '').trim();
    if (verdictStatus === 'rejected' && !note) {
      setNoteErrors((all) => ({ ...all, [requirementId]: t('Say what the citizen must fix.') }));
      document.getElementById(`admin-document-note-${requirementId}`)?.focus();
      return;
    }
    setNoteErrors((all) => ({ ...all, [requirementId]: '' }));
    if (await change('userProcedure/updateRequirementStatus', { requirement_id: requirementId, status: verdictStatus, ...(note ? { note } : {}) })) {
      setNotes((all) => ({ ...all, [requirementId]: '' }));
    }
  }

  function moveState(event: FormEvent) {
    event.preventDefault();
    if (stateId) void change('userProcedure/changeState', { state_id: Number(stateId) });
  }

  return (
    <div className="admin-message">
      <p role="status" className="admin-status">{status}</p>
      {failure && <p role="alert" className="admin-failure">{failure}</p>}
      {request && (
        <>
          <h2 tabIndex={-1} ref={headingRef}>{t('Request {{code}}', { code: request.code })}</h2>
          <dl className="admin-details">
            <dt>{t('Procedure')}</dt>
            <dd>{request.procedure.name}</dd>
            <dt>{t('State')}</dt>
            <dd>{request.state?.name ?? '—'}</dd>
            <dt>{t('Due by')}</dt>
            <dd>{request.due_date ?? '—'}</dd>
            <dt>{t('Name')}</dt>
            <dd>{request.name}</dd>
            <dt>{t('National id')}</dt>
            <dd>{request.national_id}</dd>
            <dt>{t('E-mail')}</dt>
            <dd>{request.email}</dd>
            <dt>{t('Phone')}</dt>
            <dd>{request.phone}</dd>
          </dl>
          <h3>{t('Documents')}</h3>
          <ul className="admin-documents">
            {request.requirements.map((item) => (
              <li key={item.requirement_id}>
                <strong>{item.name}</strong>: <span className="admin-document-status">{t(DOCUMENT_LABELS[item.status])}</span>
                {item.note && <span> — {item.note}</span>}
                {item.file_name && (
                  <p className="admin-row-actions">
                    <button type="button" className="btn btn-secondary" onClick={() => void download(request.id, item.requirement_id, item.file_name!).catch((error) => setFailure(failureOf(error).message))}>
                      {t('Download «{{name}}»', { name: item.file_name })}
                    </button>
                  </p>
                )}
                {item.status === 'submitted' && (
                  <div className="admin-field">
                    <label htmlFor={`admin-document-note-${item.requirement_id}`}>{t('Note for the citizen (required to reject)')}</label>
                    <input id={`admin-document-note-${item.requirement_id}`} value={notes[item.requirement_id] ?? ''} maxLength={1000}
                      aria-invalid={noteErrors[item.requirement_id] ? true : undefined}
                      aria-describedby={noteErrors[item.requirement_id] ? `admin-document-note-${item.requirement_id}-error` : undefined}
                      onChange={(event) => setNotes((all) => ({ ...all, [item.requirement_id]: event.target.value }))} />
                    {noteErrors[item.requirement_id] && <p id={`admin-document-note-${item.requirement_id}-error`} className="admin-field-error">{noteErrors[item.requirement_id]}</p>}
                    <p className="admin-row-actions">
                      <button type="button" className="btn" onClick={() => void verdict(item.requirement_id, 'accepted')}>{t('Accept «{{name}}»', { name: item.name })}</button>
                      <button type="button" className="btn btn-secondary" onClick={() => void verdict(item.requirement_id, 'rejected')}>{t('Reject «{{name}}»', { name: item.name })}</button>
                    </p>
                  </div>
                )}
              </li>
            ))}
          </ul>
          <form className="admin-form" onSubmit={moveState}>
            <div className="admin-field">
              <label htmlFor="admin-request-state">{t('State')}</label>
              <select id="admin-request-state" value={stateId} onChange={(event) => setStateId(event.target.value)}>
                {states.map((state) => <option key={state.id} value={state.id}>{state.name}</option>)}
              </select>
            </div>
            <button type="submit" className="btn">{t('Change the state')}</button>
          </form>
          <RequestPayments request={request} change={change} />
          <h3>{t('History')}</h3>
          <ol className="admin-ordered">
            {request.history.map((entry, index) => <li key={index}>{consoleInstant(entry.at, zone, t)}: {entry.event}{entry.detail ? ` — ${entry.detail}` : ''}</li>)}
          </ol>
        </>
      )}
    </div>
  );
}
