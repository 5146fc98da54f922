import type { Folder } from '@portal/contract';
import { useTranslation } from './i18n';

/** Certificates issued to the citizen's verified cédula, each with its public validation page. */
export function FolderCertificates({ folder }: { folder: Folder }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="folder-certificates">
      <h2 id="folder-certificates">{t('My certificates')}</h2>
      {folder.national_id === null ? <p className="muted">{t('Certificates are issued to a cédula: sign in with the national identity to see yours.')}</p>
        : folder.certificates.length === 0 ? <p className="muted">{t('No certificate has been issued to your cédula.')}</p> : (
          <ul className="items">
            {folder.certificates.map((item) => (
              <li key={`${item.number}|${item.register_id}`}>
                <p className="item-title">{item.type} · {item.number}</p>
                <p>{t('Issued on {{date}}', { date: item.issued_on })}</p>
                <p><a href={item.validation_url}>{t('Validate certificate {{number}}', { number: item.number })}</a></p>
              </li>
            ))}
          </ul>
        )}
    </section>
  );
}
