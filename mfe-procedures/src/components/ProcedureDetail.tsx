import { useAtomValue } from 'jotai';
import { Link, currentCustomerAtom, siteConfigAtom, useLocation } from '@portal/shared';
import { useTranslation } from '../i18n';
import { procedurePrice } from '../domain/price';
import { jsonLdText, procedureJsonLd } from '../domain/procedure-json-ld';
import { catalogueReturnPath } from '../data/catalogue-extras';
import { egovIsThisPortal, egovUrl, serverOrigin } from '../site/site-links';
import type { Procedure, PublicOffice } from '@portal/contract';
import { OfficeHours } from './OfficeHours';

interface Props {
  procedure: Procedure;
  offices: readonly PublicOffice[];
}

/** What a citizen needs before going: requirements, cost, where, and how to start online. */
export function ProcedureDetail({ procedure, offices }: Props) {
  const { t } = useTranslation();
  const customer = useAtomValue(currentCustomerAtom);
  const { pathname } = useLocation();
  const config = useAtomValue(siteConfigAtom)?.config;
  const price = procedurePrice(procedure);
  const requirements = procedure.requirements ?? [];
  const officeIds = new Set(procedure.officeIds ?? []);
  const where = offices.filter((office) => officeIds.has(office.id));
  const jsonLd = procedureJsonLd(procedure, { cityName: customer?.name ?? '', url: `${serverOrigin()}${pathname}`, offices: where });

  return (
    <>
      <h1>{procedure.name}</h1>
      {procedure.department?.name ? <p className="department">{procedure.department.name}</p> : null}
      {procedure.description ? <p className="description">{procedure.description}</p> : null}

      <section aria-labelledby="procedure-requirements">
        <h2 id="procedure-requirements">{t('What to bring')}</h2>
        {requirements.length > 0 ? (
          <ol className="requirements-list">
            {requirements.map((requirement) => (
              <li key={requirement.id}>{requirement.name}</li>
            ))}
          </ol>
        ) : (
          <p>{t('This procedure has no requirements.')}</p>
        )}
      </section>

      <section aria-labelledby="procedure-price">
        <h2 id="procedure-price">{t('Cost')}</h2>
        <p className="price">{price ?? t('Free of charge')}</p>
      </section>

      <section aria-labelledby="procedure-where">
        <h2 id="procedure-where">{t('Where it is done')}</h2>
        {where.length > 0 ? (
          <ul className="offices">
            {where.map((office) => (
              <li key={office.id} className="office">
                <h3>{office.name}</h3>
                <dl>
                  <dt>{t('Address')}</dt>
                  <dd>{office.address}</dd>
                  {office.hours.length > 0 ? (
                    <>
                      <dt>{t('Opening hours')}</dt>
                      <dd>
                        <OfficeHours hours={office.hours} />
                      </dd>
                    </>
                  ) : null}
                  {office.phone ? (
                    <>
                      <dt>{t('Phone')}</dt>
                      <dd>{office.phone}</dd>
                    </>
                  ) : null}
                </dl>
                <p className="office-appointments">
                  {office.takes_appointments ? t('This office handles this procedure by appointment.') : t('This office handles this procedure without an appointment.')}
                </p>
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('Ask at the city hall where this procedure is done.')}</p>
        )}
      </section>

      <div className="actions no-print">
        {/* Started here when the portal is the e-government application; otherwise at the city's own application. */}
        {egovIsThisPortal(config) ? (
          <Link className="btn" to={`/solicitudes/nueva?tramite=${procedure.id}`}>{t('Start online')}</Link>
        ) : (
          <a className="btn" href={egovUrl(config)} target="_blank" rel="noopener noreferrer">
            {t('Start online')}
            <span className="visually-hidden"> {t('(opens in a new tab)')}</span>
          </a>
        )}
        {/* The booking offers exactly the offices marked above as giving appointments. */}
        {where.some((office) => office.takes_appointments) ? (
          <Link className="btn btn-secondary" to={`/citas/nueva?tramite=${procedure.id}`}>{t('Book an appointment')}</Link>
        ) : null}
        <Link to={catalogueReturnPath()}>{t('Back to the catalogue')}</Link>
        <button type="button" className="link-button" onClick={() => window.print()}>
          {t('Print')}
        </button>
      </div>
      {/* JSON-LD as text: jsonLdText escapes '<', so no value can close the script element. */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(jsonLd) }} />
    </>
  );
}
