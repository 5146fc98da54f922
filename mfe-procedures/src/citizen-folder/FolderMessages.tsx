import type { Folder } from '@portal/contract';
import { useTranslation } from './i18n';

/** Contact messages with the city's replies, the e-mails sent to the citizen, and the newsletter. */
export function FolderMessages({ folder }: { folder: Folder }) {
  const { t } = useTranslation();
  const mailStatus: Record<string, string> = { queued: t('Waiting to be sent'), sending: t('Waiting to be sent'), sent: t('Sent'), failed: t('Could not be delivered') };
  return (
    <>
      <section aria-labelledby="folder-messages">
        <h2 id="folder-messages">{t('My messages to the city')}</h2>
        {folder.messages.length === 0 ? <p className="muted">{t('You have sent no messages.')}</p> : (
          <ul className="items">
            {folder.messages.map((item) => (
              <li key={item.id}>
                <p className="item-title">{item.reference ?? t('Message')} · {item.created.slice(0, 10)}</p>
                <p>{item.message}</p>
                {item.replies.map((reply, index) => <p key={index} className="reply"><strong>{t('The city replied on {{date}}', { date: reply.at.slice(0, 10) })}:</strong> {reply.body}</p>)}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="folder-mails">
        <h2 id="folder-mails">{t('E-mails we sent you')}</h2>
        {folder.mails.length === 0 ? <p className="muted">{t('We have sent you no e-mails.')}</p> : (
          <ul className="items">
            {folder.mails.map((mail) => <li key={mail.id}>{mail.created.slice(0, 10)} · {mail.subject} · {mailStatus[mail.status] ?? mail.status}</li>)}
          </ul>
        )}
      </section>
      <section aria-labelledby="folder-newsletter">
        <h2 id="folder-newsletter">{t('Newsletter subscription')}</h2>
        <p>{folder.newsletter === 'confirmed' ? t('You receive the newsletter at this address.') : folder.newsletter === 'pending' ? t('You asked for the newsletter: follow the link we e-mailed you to confirm.') : t('You do not receive the newsletter.')}</p>
      </section>
    </>
  );
}
