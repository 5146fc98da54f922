import { calls, type Folder } from '@portal/contract';
import { useTranslation } from './i18n';
import { ActionForm } from './folder-forms';

/** Adding an item by code, the data to download, the sessions, signing out and deleting the account. */
export function FolderAccount({ folder }: { folder: Folder }) {
  const { t } = useTranslation();
  return (
    <>
      <section aria-labelledby="folder-claim">
        <h2 id="folder-claim">{t('Add an appointment or request')}</h2>
        <p className="muted">{t('Made with another e-mail? Write its code and that e-mail to add it to your folder.')}</p>
        <ActionForm action="agregar" label={t('Add an appointment or request')}>
          <div className="field">
            <label htmlFor="claim-code">{t('Code')}</label>
            <input id="claim-code" name="codigo" autoComplete="off" />
          </div>
          <div className="field">
            <label htmlFor="claim-email">{t('E-mail it was made with')}</label>
            <input id="claim-email" name="email" type="email" autoComplete="off" />
          </div>
          <button type="submit" className="btn">{t('Add to my folder')}</button>
        </ActionForm>
      </section>
      <section aria-labelledby="folder-data">
        <h2 id="folder-data">{t('My data')}</h2>
        <p className="downloads">
          <a href={calls.folderExportJson.path} download>{t('Download everything (JSON)')}</a>
          <a href={calls.folderExportPdf.path} download>{t('Download everything (PDF)')}</a>
        </p>
      </section>
      <section aria-labelledby="folder-sessions">
        <h2 id="folder-sessions">{t('Active sessions')}</h2>
        <ul className="items">
          {folder.sessions.map((session) => (
            <li key={session.id}>
              <p>{session.user_agent || t('Unknown browser')}</p>
              <p className="muted">{t('Signed in on {{date}}', { date: session.created_at.slice(0, 16).replace('T', ' ') })}{session.current ? ` · ${t('This browser')}` : ''}</p>
              {session.current ? null : (
                <ActionForm action="cerrar-sesion" fields={{ id: String(session.id) }} label={t('Close this session')} className="inline-form">
                  <button type="submit" className="btn">{t('Close this session')}</button>
                </ActionForm>
              )}
            </li>
          ))}
        </ul>
        <ActionForm action="salir" label={t('Sign out of My folder')} className="inline-form"><button type="submit" className="btn">{t('Sign out of My folder')}</button></ActionForm>
        <ActionForm action="salir-todo" label={t('Sign out everywhere')} className="inline-form"><button type="submit" className="btn">{t('Sign out everywhere')}</button></ActionForm>
      </section>
      <section aria-labelledby="folder-delete">
        <h2 id="folder-delete">{t('Delete my account')}</h2>
        <p>{t('We delete:')}</p>
        <ul>
          <li>{t('Your My folder account and all its open sessions.')}</li>
          <li>{t('Pending sign-in links and the codes you added to your folder.')}</li>
          <li>{t('Your newsletter subscription.')}</li>
        </ul>
        <p>{t('The law requires the city to keep:')}</p>
        <ul>
          <li>{t('Your appointments, requests and documents: they are administrative records.')}</li>
          <li>{t('The messages you sent through the contact form and the city\'s replies.')}</li>
          <li>{t('The record of the e-mails the city sent you, which shows you were notified.')}</li>
          <li>{t('The certificates issued in your name, which anyone can still validate.')}</li>
        </ul>
        <ActionForm action="borrar" label={t('Delete my account')}>
          <label className="check"><input type="checkbox" name="confirmar" value="si" required /> {t('I understand: delete my account.')}</label>
          <button type="submit" className="btn">{t('Delete my account')}</button>
        </ActionForm>
      </section>
    </>
  );
}
