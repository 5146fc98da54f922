import { useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { REQUEST_FILE_ACCEPT, type BookingField, type TrackedRequest } from '@portal/contract';
import { Link, proceduresAtom, useSearchParams } from '@portal/shared';
import { useTranslation } from '../i18n';
import { useProcedureCatalogue } from '../data/use-procedure-catalogue';
import { AppointmentSection } from '../appointments/appointment-styles';
import { CitizenStep, EMPTY_CITIZEN, REQUEST_EMAIL_HINT, type CitizenData } from '../appointments/CitizenStep';
import { useHeadingFocus } from '../appointments/use-heading-focus';
import { DocumentList } from '../requests/DocumentList';
import { startRequest, uploadDocument } from '../requests/request-api';
import { useServerData, type PlainFormOutcome } from '../forms/plain-forms';

/** What the server rendered the page with (api/src/ssr/booking-data.ts, `request-start`). */
interface RenderedRequestStart {
  procedureId: number;
  procedureName: string;
  requirements: { id: number; name: string }[];
}

/**
 * /solicitudes/nueva?tramite={id}: start an online request, then upload one document per
 * requirement (issue 17). The form carries a file field per requirement: without JavaScript it
 * posts all at once (multipart) to the server, which registers the request, stores the documents
 * and redirects to /seguimiento; with it, the files chosen are uploaded once the request exists.
 */
export default function StartRequestPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const procedureId = Number(params.get('tramite'));
  useProcedureCatalogue();
  const procedure = useAtomValue(proceduresAtom).find((item) => item.id === procedureId);
  const renderedData = useServerData<RenderedRequestStart>('request-start');
  const rendered = renderedData?.procedureId === procedureId ? renderedData : undefined;
  const refused = useServerData<PlainFormOutcome>('requestForm');
  const [citizen, setCitizen] = useState<CitizenData>(() => ({ ...EMPTY_CITIZEN, ...(refused?.values as Partial<CitizenData> | undefined) }));
  const [request, setRequest] = useState<TrackedRequest | null>(null);
  const heading = useHeadingFocus(request ? 'documents' : 'details');
  const files = useRef<HTMLFieldSetElement>(null);
  const procedureName = procedure?.name ?? rendered?.procedureName ?? null;
  const requirements = procedure?.requirements.map(({ id, name }) => ({ id, name })) ?? rendered?.requirements ?? [];

  /** Starts the request, then sends each file chosen in the form; a file refused stays to send from the list. */
  const start = async (values: CitizenData) => {
    let current = await startRequest(procedureId, values);
    for (const input of files.current?.querySelectorAll<HTMLInputElement>('input[type=file]') ?? []) {
      const file = input.files?.[0];
      const requirementId = Number(input.dataset.requirement);
      if (!file || !requirementId) continue;
      try {
        current = await uploadDocument(current.code, values.email, requirementId, file);
      } catch {
        // Shown as missing in the list below, with its own field to send it again.
      }
    }
    setRequest(current);
  };

  if (!Number.isInteger(procedureId) || procedureId <= 0) {
    return (
      <AppointmentSection className="container">
        <h1>{t('Start a request online')}</h1>
        <p className="notice">{t('Choose the procedure first: each procedure page has a «Start online» button.')}</p>
        <Link to="/procedures">{t('Go to the catalogue')}</Link>
      </AppointmentSection>
    );
  }

  const allSent = request !== null && request.requirements.every((item) => item.status !== 'pending' && item.status !== 'rejected');
  return (
    <AppointmentSection className="container request-page">
      <h1>{t('Start a request online')}</h1>
      {procedureName ? <p className="intro">{t('Procedure: {{name}}', { name: procedureName })}</p> : null}
      {request ? (
        <>
          <div className="success" role="status">
            <h2 ref={heading} tabIndex={-1}>{t('Your request is registered')}</h2>
            <p>{t('Your tracking code is')} <strong className="code">{request.code}</strong></p>
            <p>{t('Write it down: with it and your e-mail you can follow the request at «Follow my request».')}</p>
          </div>
          <h2>{t('Your documents')}</h2>
          {allSent ? (
            <p className="success" role="status">{t('We received all your documents. The municipality will review them; follow the request with your code.')}</p>
          ) : (
            <p>{t('Upload one file for each requirement. You can also do it later from «Follow my request».')}</p>
          )}
          <DocumentList request={request} email={citizen.email.trim()} onUpdated={setRequest} />
          <p className="actions"><Link to={`/seguimiento?codigo=${request.code}`}>{t('Follow my request')}</Link></p>
        </>
      ) : (
        <>
          <h2 ref={heading} tabIndex={-1}>{t('Your details')}</h2>
          <CitizenStep submitLabel="Start the request" sendingLabel="Sending…" emailHint={REQUEST_EMAIL_HINT} values={citizen} onChange={setCitizen}
            onSubmit={start}
            plain={{
              action: '/solicitudes/nueva', hidden: { tramite: String(procedureId) }, multipart: true,
              errors: refused?.error.fields as Partial<Record<BookingField, string>> | undefined,
              alert: refused && Object.keys(refused.error.fields).length === 0 ? refused.error.message : undefined,
            }}>
            {requirements.length > 0 ? (
              <fieldset className="request-documents" ref={files}>
                <legend>{t('Your documents')}</legend>
                <p className="hint" id="request-documents-hint">{t('Upload one file for each requirement. You can also do it later from «Follow my request».')} {t('PDF, JPEG or PNG, up to 10 MB.')}</p>
                {requirements.map((requirement) => (
                  <div className="field" key={requirement.id}>
                    <label htmlFor={`request-document-${requirement.id}`}>{t('File for «{{name}}»', { name: requirement.name })}</label>
                    <input id={`request-document-${requirement.id}`} type="file" name={`documento_${requirement.id}`} data-requirement={requirement.id}
                      accept={REQUEST_FILE_ACCEPT} aria-describedby="request-documents-hint" />
                  </div>
                ))}
              </fieldset>
            ) : null}
          </CitizenStep>
        </>
      )}
    </AppointmentSection>
  );
}
