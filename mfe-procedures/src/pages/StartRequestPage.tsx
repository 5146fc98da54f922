import { useState } from 'react';
import { useAtomValue } from 'jotai';
import type { TrackedRequest } from '@portal/contract';
import { Link, proceduresAtom, useSearchParams } from '@portal/shared';
import { useTranslation } from '../i18n';
import { useProcedureCatalogue } from '../data/use-procedure-catalogue';
import { AppointmentSection } from '../appointments/appointment-styles';
import { CitizenStep, EMPTY_CITIZEN, REQUEST_EMAIL_HINT, type CitizenData } from '../appointments/CitizenStep';
import { useHeadingFocus } from '../appointments/use-heading-focus';
import { DocumentList } from '../requests/DocumentList';
import { startRequest } from '../requests/request-api';

/** /solicitudes/nueva?tramite={id}: start an online request, then upload one document per requirement (issue 17). */
export default function StartRequestPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const procedureId = Number(params.get('tramite'));
  useProcedureCatalogue();
  const procedure = useAtomValue(proceduresAtom).find((item) => item.id === procedureId);
  const [citizen, setCitizen] = useState<CitizenData>(EMPTY_CITIZEN);
  const [request, setRequest] = useState<TrackedRequest | null>(null);
  const heading = useHeadingFocus(request ? 'documents' : 'details');

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
      {procedure ? <p className="intro">{t('Procedure: {{name}}', { name: procedure.name })}</p> : null}
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
            onSubmit={async (values) => setRequest(await startRequest(procedureId, values))} />
        </>
      )}
    </AppointmentSection>
  );
}
