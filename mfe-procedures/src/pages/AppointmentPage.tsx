import { useEffect, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import type { Appointment } from '@portal/contract';
import { ApiError, Link, useLocation, useParams, useSearchParams } from '@portal/shared';
import { useTranslation } from '../i18n';
import { cancelAppointment, fetchAppointment } from '../appointments/appointment-api';
import { AppointmentDetails } from '../appointments/AppointmentDetails';
import { AppointmentSection } from '../appointments/appointment-styles';
import { useHeadingFocus } from '../appointments/use-heading-focus';
import { FormToken, openedElsewhere, useKeepTyped, useServerData, type PlainFormOutcome, type PlainFormResult } from '../forms/plain-forms';

type View = 'ask' | 'shown' | 'confirm-cancel';

/**
 * /citas/{code}: a citizen opens their appointment with its code and their e-mail, and may cancel
 * it (issue 17). Without JavaScript both forms post to this address; the server redirects back here
 * with the appointment shown (the e-mail in a cookie, never in the address), and `?cancelar` asks
 * to confirm a cancellation.
 */
export default function AppointmentPage() {
  const { t } = useTranslation();
  const { code = '' } = useParams();
  const location = useLocation();
  const [params] = useSearchParams();
  const handedEmail = (location.state as { email?: unknown } | null)?.email;
  const opened = useServerData<PlainFormResult<Appointment>>('appointmentResult');
  const shownHere = opened?.code === code ? opened : undefined;
  const refusedPost = useServerData<PlainFormOutcome>('appointmentForm');
  const refused = refusedPost?.values.code === code ? refusedPost : undefined;
  const [email, setEmail] = useState(typeof handedEmail === 'string' ? handedEmail : shownHere?.email ?? refused?.values.email ?? '');
  const [appointment, setAppointment] = useState<Appointment | null>(shownHere?.data ?? null);
  const [view, setView] = useState<View>(() => {
    if (!shownHere) return 'ask';
    return params.has('cancelar') && shownHere.data.status === 'booked' ? 'confirm-cancel' : 'shown';
  });
  const [error, setError] = useState(refused?.error.message ?? '');
  const [notice, setNotice] = useState(shownHere?.notice ?? '');
  const [busy, setBusy] = useState(false);
  const heading = useHeadingFocus(view);
  const form = useRef<HTMLFormElement>(null);
  useKeepTyped(form, ['email'], (typed) => setEmail(typed.email ?? ''));

  const describe = (failure: unknown) => {
    if (failure instanceof ApiError && failure.status === 0) return t('Could not connect to the portal. Check your internet connection and try again.');
    if (failure instanceof ApiError && failure.status === 429) return t('Too many attempts. Wait a minute and try again.');
    return failure instanceof Error ? failure.message : t('Something went wrong. Try again.');
  };

  const open = async (address: string) => {
    setBusy(true);
    setError('');
    try {
      setAppointment(await fetchAppointment(code, address));
      setView('shown');
    } catch (failure) {
      setError(describe(failure));
    } finally {
      setBusy(false);
    }
  };

  // Arriving from the e-government home or the confirmation with the e-mail in hand: open at once.
  useEffect(() => {
    if (typeof handedEmail === 'string' && handedEmail) void open(handedEmail);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) {
      setError(t('Write the e-mail address you gave when booking.'));
      return;
    }
    void open(email.trim());
  };

  const cancel = async () => {
    setBusy(true);
    setError('');
    try {
      const { appointment: cancelled, message } = await cancelAppointment(code, email.trim());
      setAppointment(cancelled);
      setNotice(message);
      setView('shown');
    } catch (failure) {
      setError(describe(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AppointmentSection className="container appointment-page">
      <h1>{t('My appointment')}</h1>
      {view === 'ask' ? (
        <form ref={form} method="post" action={location.pathname} onSubmit={submit} noValidate>
          <FormToken />
          <h2 ref={heading} tabIndex={-1}>{t('Appointment {{code}}', { code })}</h2>
          <p>{t('To see or cancel it, write the e-mail address you gave when booking.')}</p>
          <div className="field">
            <label htmlFor="appointment-email">{t('E-mail')}</label>
            <input id="appointment-email" name="email" type="email" autoComplete="email" required value={email}
              aria-invalid={error ? true : undefined} aria-describedby={error ? 'appointment-error' : undefined}
              onChange={(event) => setEmail(event.target.value)} />
          </div>
          <p className="alert" role="alert" id="appointment-error">{error}</p>
          <div className="actions">
            <button type="submit" className="btn" disabled={busy}>{t('See my appointment')}</button>
          </div>
        </form>
      ) : null}
      {view !== 'ask' && appointment ? (
        <>
          <h2 ref={heading} tabIndex={-1}>{view === 'confirm-cancel' ? t('Cancel this appointment?') : t('Appointment {{code}}', { code: appointment.code })}</h2>
          {notice ? <p className="success" role="status">{notice}</p> : null}
          <AppointmentDetails appointment={appointment} />
          <p className="alert" role="alert">{error}</p>
          {view === 'confirm-cancel' ? (
            // Without JavaScript: a post that cancels with the e-mail the appointment was opened with.
            <form className="actions" method="post" action={location.pathname} onSubmit={(event) => { event.preventDefault(); void cancel(); }}>
              <FormToken />
              <input type="hidden" name="accion" value="cancelar" />
              <p>{t('The time will be free for someone else. This cannot be undone.')}</p>
              <button type="submit" className="btn btn-danger" disabled={busy}>{t('Yes, cancel it')}</button>
              <Link to={location.pathname} className="btn btn-secondary" onClick={(event: MouseEvent) => { if (openedElsewhere(event)) return; event.preventDefault(); setView('shown'); }}>{t('No, keep it')}</Link>
            </form>
          ) : (
            <div className="actions">
              {appointment.status === 'booked' ? (
                // A link to this page asking to confirm (rendered by the server without JavaScript).
                <Link to={`${location.pathname}?cancelar`} className="btn btn-secondary" onClick={(event: MouseEvent) => { if (openedElsewhere(event)) return; event.preventDefault(); setView('confirm-cancel'); }}>{t('Cancel the appointment')}</Link>
              ) : null}
              {appointment.status === 'cancelled' && appointment.procedure ? (
                <Link to={`/citas/nueva?tramite=${appointment.procedure.id}`}>{t('Book another time')}</Link>
              ) : null}
            </div>
          )}
        </>
      ) : null}
    </AppointmentSection>
  );
}
