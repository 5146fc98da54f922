import { useEffect, useState } from 'react';
import type { Folder } from '@portal/contract';
import { useTranslation } from './i18n';
import { loadFolder, type FolderPageData } from './folder-api';
import { useFolderServerData } from './folder-forms';
import { FolderSection } from './folder-styles';
import { FolderSignIn } from './FolderSignIn';
import { FolderAppointments } from './FolderAppointments';
import { FolderRequests } from './FolderRequests';
import { FolderMessages } from './FolderMessages';
import { FolderCertificates } from './FolderCertificates';
import { FolderAccount } from './FolderAccount';

/**
 * /mi-carpeta: the citizen's folder. The server renders it with the signed-in citizen's data (or
 * the sign-in form); every form posts to the server, which acts and redirects back here with one
 * sentence to show. A visit that arrives from another page of the site reads the folder itself.
 */
export default function CitizenFolderPage() {
  const { t } = useTranslation();
  const rendered = useFolderServerData<FolderPageData>('citizenFolder');
  const [folder, setFolder] = useState<Folder | null>(rendered?.folder ?? null);
  const [loading, setLoading] = useState(rendered === undefined);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (rendered !== undefined) return;
    loadFolder().then(setFolder, () => setFailed(true)).finally(() => setLoading(false));
  }, [rendered]);

  return (
    <FolderSection className="container citizen-folder">
      <h1>{t('My folder')}</h1>
      {rendered?.notice ? <p className="success" role="status">{rendered.notice}</p> : null}
      {rendered?.error ? <p className="alert" role="alert">{rendered.error}</p> : null}
      {failed ? <p className="alert" role="alert">{t('Could not connect to the portal. Check your internet connection and try again.')}</p> : null}
      {loading ? <p>{t('Loading...')}</p> : folder ? (
        <>
          <p className="intro">{t('Signed in as {{who}}.', { who: folder.email ?? folder.national_id ?? '' })}</p>
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
