import { CardGrid, PageFrame, Section } from '../components/PageFrame';
import { ServiceCard } from '../components/ServiceCard';
import { SERVICE_CATEGORIES, SERVICES } from '../data/services';
import { slugify } from '../domain/slug';
import { useTranslation } from '../i18n';

/** Exposed as './ServiceOnePage': every service, grouped by category, with pictures. */
export default function ServiceOnePage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('Our Services')} lead={t('Design, development, marketing and more: everything a modern organisation needs online.')}>
      {SERVICE_CATEGORIES.map((category) => (
        <Section key={category} aria-labelledby={`cat-${slugify(category)}`}>
          <div className="container">
            <h2 id={`cat-${slugify(category)}`}>{t(category)}</h2>
            <CardGrid $columns={3}>
              {SERVICES.filter((service) => service.cate === category).map((service) => (
                <li key={service.title}>
                  <ServiceCard service={service} />
                </li>
              ))}
            </CardGrid>
          </div>
        </Section>
      ))}
    </PageFrame>
  );
}
