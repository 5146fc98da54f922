import styled from 'styled-components';
import { Artwork } from '../components/Artwork';
import { Card, CardGrid, PageFrame } from '../components/PageFrame';
import { COMPANY_COUNTERS } from '../data/counters';
import { OFFICES } from '../data/clients';
import { CountersSection } from '../sections/CountersSection';
import { useTranslation } from '../i18n';

// Styled, not inline: a server-rendered style attribute is refused by the CSP (issue 20).
const OfficeAddress = styled.address`
  font-style: normal;
`;

/** Exposed as './OurOfficePage'. */
export default function OurOfficePage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('Our Office')} lead={t('Three offices, one team. Visit us or call any of them.')}>
      <div className="container">
        <CardGrid $columns={3}>
          {OFFICES.map((office) => (
            <li key={office.city}>
              <Card>
                <Artwork seed={`office-${office.city}`} />
                <div className="card-body">
                  <h2>{office.city}</h2>
                  <OfficeAddress>
                    <p>{office.address}</p>
                    <p>
                      <a href={`tel:${office.phone.replace(/\s+/g, '')}`}>{office.phone}</a>
                    </p>
                    <p>
                      <a href={`mailto:${office.email}`}>{office.email}</a>
                    </p>
                  </OfficeAddress>
                </div>
              </Card>
            </li>
          ))}
        </CardGrid>
      </div>
      <CountersSection counters={COMPANY_COUNTERS} sub={t('Since we opened')} title={t('Still growing')} id="office-counters-heading" />
    </PageFrame>
  );
}
