import { useRef, useState, type FormEvent } from 'react';
import type { TrackedRequest } from '@portal/contract';
import { ApiError, useSearchParams } from '@portal/shared';
import { useTranslation } from '../i18n';
import { AppointmentSection } from '../appointments/appointment-styles';
import { useHeadingFocus } from '../appointments/use-heading-focus';
import { DocumentList } from '../requests/DocumentList';
import { RequestSummary } from '../requests/RequestSummary';
import { trackRequest } from '../requests/request-api';
import { RequestLookupFields } from '../requests/RequestLookupFields';
import { FormToken, useKeepTyped, useServerData, type PlainFormOutcome, type PlainFormResult } from '../forms/plain-forms';

/**
 * /seguimiento: a citizen follows a request with its tracking code and e-mail, and replaces a
 * rejected document (issue 17). Without JavaScript the form posts to the server, which redirects
 * back here with the request shown (the code and e-mail in a cookie, never in the address).
 */
export default function TrackingPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const shown = useServerData<PlainFormResult<TrackedRequest>>('trackingResult');
  const refused = useServerData<PlainFormOutcome>('trackingForm');
  const [code, setCode] = useState(shown?.code ?? refused?.values.code ?? params.get('codigo') ?? '');
  const [email, setEmail] = useState(shown?.email ?? refused?.values.email ?? '');
  const [request, setRequest] = useState<TrackedRequest | null>(shown?.data ?? null);
  const [error, setError] = useState(refused?.error.message ?? '');
  const [busy, setBusy] = useState(false);
  const heading = useHeadingFocus(request ? `shown-${request.code}` : 'ask');
  const form = useRef<HTMLFormElement>(null);
  useKeepTyped(form, ['codigo', 'email'], (typed) => {
    if (typed.codigo !== undefined) setCode(typed.codigo);
    if (typed.email !== undefined) setEmail(typed.email);
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim() || !email.trim()) {
      setError(t('Write the tracking code and the e-mail address you gave.'));
      return;
    }
    setBusy(true);
    setError('');
    try {
      setRequest(await trackRequest(code.trim(), email.trim()));
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 0) setError(t('Could not connect to the portal. Check your internet connection and try again.'));
      else if (failure instanceof ApiError && failure.status === 429) setError(t('Too many attempts. Wait a minute and try again.'));
      else setError(failure instanceof Error ? failure.message : t('Something went wrong. Try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AppointmentSection className="container tracking-page">
      <h1>{t('Follow my request')}</h1>
      <form ref={form} method="post" action="/seguimiento" onSubmit={submit} noValidate aria-label={t('Find my request')}>
        <FormToken />
        <RequestLookupFields idPrefix="tracking" code={code} email={email} onCodeChange={setCode} onEmailChange={setEmail} />
        <p className="alert" role="alert">{error}</p>
        <div className="actions"><button type="submit" className="btn" disabled={busy}>{t('See my request')}</button></div>
      </form>
      {request ? (
        <section aria-labelledby="tracked-request">
          <h2 id="tracked-request" ref={heading} tabIndex={-1}>{t('Request {{code}}', { code: request.code })}</h2>
          {shown?.notice && shown.data === request ? <p className="success" role="status">{shown.notice}</p> : null}
          <RequestSummary request={request} />
          <h3>{t('Your documents')}</h3>
          <DocumentList request={request} email={email.trim()} onUpdated={setRequest} />
        </section>
      ) : null}
    </AppointmentSection>
  );
}
