import type { CertificateCheck, CertificateVerdict as Verdict } from '@portal/contract';
import { formatDate } from '@portal/shared';
import { i18nKey, useTranslation } from '../i18n';
import { pdfHref } from './certificate-check';

/** The verdict shown first, by colour, icon and words together (never colour alone). */
export type VerdictKind = Verdict | 'no-encontrado';

const icons: Record<VerdictKind, string> = {
  // A check mark, a cross, a clock, a question mark.
  valido: 'M5 12.5l4.5 4.5L19 7.5',
  revocado: 'M6 6l12 12M18 6L6 18',
  vencido: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M12 7v5l3.5 2',
  'no-encontrado': 'M9 9a3 3 0 1 1 4 2.8c-.7.3-1 .9-1 1.7v.5M12 17.5v.5',
};

const titles: Record<VerdictKind, string> = {
  valido: i18nKey('Valid certificate'),
  revocado: i18nKey('Revoked certificate'),
  vencido: i18nKey('Expired certificate'),
  'no-encontrado': i18nKey('Not found'),
};

/** Calendar days are shown as written, not moved by a time zone. */
const day = (value: string) => formatDate(`${value}T12:00:00Z`, 'UTC');

export function VerdictBanner({ kind, certificate }: { kind: VerdictKind; certificate?: CertificateCheck }) {
  const { t } = useTranslation();
  return (
    <section className={`verdict verdict-${kind}`} aria-labelledby="certificate-verdict">
      <svg className="verdict-icon" viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" focusable="false">
        <path d={icons[kind]} fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <div>
        <h2 id="certificate-verdict" tabIndex={-1}>
          {t(titles[kind])}
        </h2>
        {kind === 'valido' ? <p>{t('The city hall issued this certificate and it is in force.')}</p> : null}
        {kind === 'revocado' && certificate ? (
          <p>
            {t('Revoked on {{date}}. Reason: {{reason}}', { date: day(certificate.revoked_on ?? ''), reason: certificate.revocation_reason ?? '' })}
          </p>
        ) : null}
        {kind === 'vencido' && certificate ? <p>{t('It expired on {{date}}.', { date: day(certificate.expires_on ?? '') })}</p> : null}
        {kind === 'no-encontrado' ? <p>{t('We did not find a certificate with that number and register. Check both and try again.')}</p> : null}
      </div>
    </section>
  );
}

/** What anyone may know about the certificate, then its PDF and the PDF's SHA-256. */
export function CertificateDetails({ certificate }: { certificate: CertificateCheck }) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t('Certificate number'), certificate.number],
    [t('Register number'), certificate.register_id],
    [t('Type'), certificate.type],
    ...(certificate.procedure ? [[t('Procedure'), certificate.procedure] as [string, string]] : []),
    ...(certificate.department ? [[t('Department'), certificate.department] as [string, string]] : []),
    [t('Holder'), t('{{initials}}, national id ending in {{digits}}', { initials: certificate.holder_initials, digits: certificate.holder_id.replace(/\*/g, '') })],
    [t('Issued on'), day(certificate.issued_on)],
    [t('Expires on'), certificate.expires_on ? day(certificate.expires_on) : t('Does not expire')],
  ];
  return (
    <section className="certificate-details" aria-labelledby="certificate-details-title">
      <h2 id="certificate-details-title">{t('Certificate details')}</h2>
      <dl>
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {certificate.pdf ? (
        <div className="certificate-pdf">
          <a className="btn" href={pdfHref(certificate.pdf.url)} download>
            {t('Download PDF')}
          </a>
          <p>
            {t('SHA-256 of the PDF (compare it with the file you were given):')} <code className="sha256">{certificate.pdf.sha256}</code>
          </p>
        </div>
      ) : null}
    </section>
  );
}
