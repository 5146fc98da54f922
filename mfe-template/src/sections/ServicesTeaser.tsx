import { Link } from '@portal/shared';
import { Artwork } from '../components/Artwork';
import { Card, CardGrid, Section } from '../components/PageFrame';
import { SERVICES } from '../data/services';
import { slugify } from '../domain/slug';
import { useTranslation } from '../i18n';

/** A few services on a home page, linking to their details and to the full list. */
export function ServicesTeaser({ count = 4 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <Section aria-labelledby="services-teaser-heading">
      <div className="container">
        <div className="section-heading">
          <span className="section-sub">{t('What we can do for you')}</span>
          <h2 id="services-teaser-heading">{t('Services we can help you with')}</h2>
        </div>
        <CardGrid $columns={4}>
          {SERVICES.filter((_, i) => i % 5 === 0)
            .slice(0, count)
            .map((service) => (
              <li key={service.title}>
                <Card>
                  <Artwork seed={service.image} />
                  <div className="card-body">
                    <h3>
                      <Link to={`/service-details/${slugify(service.title)}`}>{t(service.title)}</Link>
                    </h3>
                    <p>{t(service.description)}</p>
                  </div>
                </Card>
              </li>
            ))}
        </CardGrid>
        <p>
          <Link className="btn btn-outline" to="/service-one/">{t('See all services')}</Link>
        </p>
      </div>
    </Section>
  );
}
