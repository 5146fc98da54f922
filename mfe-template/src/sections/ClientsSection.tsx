import styled from 'styled-components';
import { ClientLogo } from '../components/ClientLogo';
import { Section } from '../components/PageFrame';
import { CLIENTS } from '../data/clients';
import { useTranslation } from '../i18n';

const Logos = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  @media (min-width: 768px) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  li {
    display: flex;
    align-items: center;
    justify-content: center;
    padding: 1.25rem;
    border: 1px solid var(--color-border);
    border-radius: var(--radius);
    color: var(--color-text);
  }
  svg {
    width: 100%;
    max-width: 200px;
    height: auto;
  }
`;

/** 'Top Clients': the eight client logos. */
export function ClientsSection({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Section aria-labelledby="top-clients-heading">
      <div className="container">
        <div className="section-heading">
          <span className="section-sub">{t('Our valuable clients')}</span>
          <Heading id="top-clients-heading">{t('Top Clients')}</Heading>
        </div>
        <Logos>
          {CLIENTS.map((client) => (
            <li key={client.name}>
              <ClientLogo client={client} />
            </li>
          ))}
        </Logos>
      </div>
    </Section>
  );
}
