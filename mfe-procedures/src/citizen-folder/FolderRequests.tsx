import type { FolderRequest } from '@portal/contract';
import { useTranslation } from './i18n';

/** The citizen's requests: state, what to do next, and the timeline. */
export function FolderRequests({ items }: { items: FolderRequest[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="folder-requests">
      <h2 id="folder-requests">{t('My requests')}</h2>
      {items.length === 0 ? <p className="muted">{t('You have no requests.')}</p> : (
        <ul className="items">
          {items.map((item) => (
            <li key={item.id}>
              <p className="item-title">{item.procedure.name} · {item.code}</p>
              <p>{t('State')}: {item.state?.name ?? t('Received, no state yet')}</p>
              {item.next_step ? <p><strong>{t('What to do now')}:</strong> {item.next_step}</p> : null}
              <p><a href="/seguimiento">{t('Follow it and upload documents')}</a></p>
              {item.history.length > 0 ? (
                <ol className="timeline" aria-label={t('Timeline of {{code}}', { code: item.code })}>
                  {item.history.map((entry, index) => <li key={index}>{entry.at.slice(0, 10)} · {entry.event}{entry.detail ? `: ${entry.detail}` : ''}</li>)}
                </ol>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
