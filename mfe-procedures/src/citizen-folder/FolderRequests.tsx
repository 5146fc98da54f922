import { formatMoney, type FolderRequest, type RequestRequirement } from '@portal/contract';
import { useTranslation } from './i18n';
import { ActionForm, FolderToken } from './folder-forms';

/** A rejected document: the clerk's note and a plain multipart form that sends its replacement. */
function Replacement({ request, requirement }: { request: FolderRequest; requirement: RequestRequirement }) {
  const { t } = useTranslation();
  const input = `replace-${request.id}-${requirement.requirement_id}`;
  return (
    <div className="rejected">
      <p><strong>{t('Rejected: {{name}}', { name: requirement.name })}.</strong> {requirement.note ? t('The city says: {{note}}', { note: requirement.note }) : null}</p>
      <form method="post" action="/mi-carpeta/documento" encType="multipart/form-data" aria-label={t('Replace {{name}} of {{code}}', { name: requirement.name, code: request.code })}>
        <FolderToken />
        <input type="hidden" name="id" value={String(request.id)} />
        <input type="hidden" name="requirement_id" value={String(requirement.requirement_id)} />
        <div className="field">
          <label htmlFor={input}>{t('New document (PDF, JPEG or PNG, up to 10 MB)')}</label>
          <input id={input} name="file" type="file" accept="application/pdf,image/jpeg,image/png" required />
        </div>
        <button type="submit" className="btn">{t('Send the replacement')}</button>
      </form>
    </div>
  );
}

/** The citizen's requests: state, what to do next, a rejected document's replacement, and the timeline. */
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
              {item.requirements.filter((requirement) => requirement.status === 'rejected').map((requirement) => (
                <Replacement key={requirement.requirement_id} request={item} requirement={requirement} />
              ))}
              {item.payment.status === 'pending' && !item.payment.awaiting ? (
                <ActionForm action="pagar" fields={{ id: String(item.id) }} label={t('Pay the fee of {{code}}', { code: item.code })} className="inline-form">
                  {item.payment.amount_cents != null ? <p>{t('Fee to pay: {{amount}}', { amount: formatMoney(item.payment.amount_cents, item.payment.currency) })}</p> : null}
                  <button type="submit" className="btn">{t('Pay the fee')}</button>
                </ActionForm>
              ) : null}
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
