import { Link } from '@portal/shared';
import type { Service } from '../data/types';
import { slugify } from '../domain/slug';
import { Artwork } from './Artwork';
import { Card } from './PageFrame';
import { useTranslation } from '../i18n';

/** A service in a list: picture, title linking to its details, description. */
export function ServiceCard({ service, withImage = true }: { service: Service; withImage?: boolean }) {
  const { t } = useTranslation();
  return (
    <Card>
      {withImage ? <Artwork seed={service.image} /> : null}
      <div className="card-body">
        <h3>
          <Link to={`/service-details/${slugify(service.title)}`}>{t(service.title)}</Link>
        </h3>
        <p>{t(service.description)}</p>
      </div>
    </Card>
  );
}
