import { Link } from '@portal/shared';
import type { CaseStudy } from '../data/types';
import { slugify } from '../domain/slug';
import { Artwork } from './Artwork';
import { Card } from './PageFrame';
import { useTranslation } from '../i18n';

/** A case study in a list: picture, title linking to the study, subtitle, excerpt. */
export function CaseStudyCard({ study }: { study: CaseStudy }) {
  const { t } = useTranslation();
  return (
    <Card>
      <Artwork seed={study.thumb} />
      <div className="card-body">
        <p className="tags">{t(study.subtitle)}</p>
        <h2>
          <Link to={`/case-details/${slugify(study.title)}`}>{study.title}</Link>
        </h2>
        <p>{t(study.excerpt)}</p>
      </div>
    </Card>
  );
}
