import { useEffect, useState } from 'react';
import type { Folder, FolderMoveStep } from '@portal/contract';
import { ApiError, useNavigate, useSearchParams } from '@portal/shared';
import { useTranslation } from './i18n';
import { loadFolder, loadMoveStep, moveAppointment, type FolderPageData } from './folder-api';
import { useFolderServerData } from './folder-forms';
import { FolderSection } from './folder-styles';
import { FolderSignIn } from './FolderSignIn';
import { FolderAppointments } from './FolderAppointments';
import { FolderMove } from './FolderMove';
import { FolderRequests } from './FolderRequests';
import { FolderMessages } from './FolderMessages';
import { FolderCertificates } from './FolderCertificates';
import { FolderAccount } from './FolderAccount';

/**
 * /mi-carpeta: the citizen's folder. The server renders it with the signed-in citizen's data (or
 * the sign-in form); every form posts to the server, which acts and redirects back here with one
 * sentence to show. A visit that arrives from another page of the site reads the folder itself.
 * ?cambiar=<code> adds the steps of moving that appointment, rendered by the server too; with
 * JavaScript they load the office's free times and move it in place.
 */
export default function CitizenFolderPage() {
  const { t } = useTranslation();
  const rendered = useFolderServerData<FolderPageData>('citizenFolder');
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const [folder, setFolder] = useState<Folder | null>(rendered?.folder ?? null);
  const [loading, setLoading] = useState(rendered === undefined);
  const [failed, setFailed] = useState(false);
  const [notice, setNotice] = useState(rendered?.notice);
  const [error, setError] = useState(rendered?.error);
  const moving = (search.get('cambiar') ?? '').trim().toUpperCase();
  const [move, setMove] = useState<Omit<FolderMoveStep, 'day'> | null>(rendered?.move ?? null);
  const [moveError, setMoveError] = useState<string>();
  const [busy, setBusy] = useState(false);
  // The code whose step needs no loading: the server answered the address it rendered (a step or
  // why not), or the appointment was just moved and the address is on its way back to /mi-carpeta.
  const [settled, setSettled] = useState<string | null>(rendered !== undefined && moving ? moving : null);

  useEffect(() => {
    if (rendered !== undefined) return;
    loadFolder().then(setFolder, () => setFailed(true)).finally(() => setLoading(false));
  }, [rendered]);

  useEffect(() => {
    if (!moving) setSettled(null);
  }, [moving]);

  useEffect(() => {
    if (!moving || !folder || move?.appointment.code === moving || settled === moving) return;
    const appointment = folder.appointments.find((item) => item.code === moving && item.can_cancel);
    if (!appointment) {
      setError(t('We could not find that appointment among your upcoming ones.'));
      return;
    }
    let live = true;
    loadMoveStep(appointment).then((step) => live && setMove(step), () => live && setError(t('Could not connect to the portal. Check your internet connection and try again.')));
    return () => { live = false; };
  }, [moving, folder, move, settled, t]);

  const step = move && move.appointment.code === moving ? { ...move, day: move.days.find((item) => item.date === search.get('dia'))?.date ?? null } : null;

  const moveTo = async (appointmentId: number, date: string, start: string) => {
    setBusy(true);
    setMoveError(undefined);
    try {
      const sentence = await moveAppointment(appointmentId, date, start);
      setFolder(await loadFolder().catch(() => folder));
      setSettled(moving);
      setMove(null);
      setError(undefined);
      setNotice(sentence);
      navigate('/mi-carpeta');
    } catch (failure) {
      setMoveError(failure instanceof ApiError && failure.status < 500 ? failure.message : t('Could not connect to the portal. Check your internet connection and try again.'));
      if (failure instanceof ApiError && failure.status === 409) {
        // The free times changed: load them again.
        setSettled(null);
        setMove(null);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <FolderSection className="container citizen-folder">
      <h1>{t('My folder')}</h1>
      {notice ? <p className="success" role="status">{notice}</p> : null}
      {error ? <p className="alert" role="alert">{error}</p> : null}
      {failed ? <p className="alert" role="alert">{t('Could not connect to the portal. Check your internet connection and try again.')}</p> : null}
      {loading ? <p>{t('Loading...')}</p> : folder ? (
        <>
          <p className="intro">{t('Signed in as {{who}}.', { who: folder.email ?? folder.national_id ?? '' })}</p>
          {step ? (
            <FolderMove step={step} error={moveError} busy={busy} focusOnShow={rendered?.move?.appointment.code !== moving}
              onMove={(date, start) => void moveTo(step.appointment.id, date, start)} />
          ) : moving && !error && settled !== moving ? <p role="status">{t('Loading free times…')}</p> : null}
          <FolderAppointments items={folder.appointments} />
          <FolderRequests items={folder.requests} />
          <FolderCertificates folder={folder} />
          <FolderMessages folder={folder} />
          <FolderAccount folder={folder} />
        </>
      ) : <FolderSignIn email={rendered?.email ?? ''} oidc={rendered?.oidc === true} />}
    </FolderSection>
  );
}
