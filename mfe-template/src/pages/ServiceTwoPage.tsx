import styled from 'styled-components';
import { CardGrid, PageFrame, Section } from '../components/PageFrame';
import { ServiceCard } from '../components/ServiceCard';
import { SERVICE_CATEGORIES, SERVICES } from '../data/services';
import { slugify } from '../domain/slug';
import { useTranslation } from '../i18n';

const Jump = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0.75rem;
    list-style: none;
    padding: 0;
    margin: 0 0 1rem;
  }
  a {
    display: inline-block;
    padding: 0.5rem 1rem;
    min-height: 44px;
    border: 1px solid var(--color-border);
    border-radius: 999px;
  }
`;

/** Exposed as './ServiceTwoPage': the same services as a compact, text-first list with a jump menu. */
export default function ServiceTwoPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('Services')} lead={t('Thirty services in six areas. Pick an area to jump straight to it.')}>
      <div className="container">
        <Jump aria-label={t('Service categories')}>
          <ul>
            {SERVICE_CATEGORIES.map((category) => (
              <li key={category}>
                <a href={`#area-${slugify(category)}`}>{t(category)}</a>
              </li>
            ))}
          </ul>
        </Jump>
      </div>
      {SERVICE_CATEGORIES.map((category) => (
        <Section key={category} id={`area-${slugify(category)}`} aria-labelledby={`area-${slugify(category)}-heading`}>
          <div className="container">
            <h2 id={`area-${slugify(category)}-heading`}>{t(category)}</h2>
            <CardGrid $columns={4}>
              {SERVICES.filter((service) => service.cate === category).map((service) => (
                <li key={service.title}>
                  <ServiceCard service={service} withImage={false} />
                </li>
              ))}
            </CardGrid>
          </div>
        </Section>
      ))}
    </PageFrame>
  );
}
