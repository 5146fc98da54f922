import { CardGrid, PageFrame, Section } from '../components/PageFrame';
import { TestimonialCard } from '../components/TestimonialCard';
import { REVIEW_SOURCES, TESTIMONIALS } from '../data/testimonials';
import { useTranslation } from '../i18n';

/** Exposed as './TestimonialsPage': reviews grouped by where they were published. */
export default function TestimonialsPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('Testimonials')} lead={t('What clients say about working with us, in their own words.')}>
      {REVIEW_SOURCES.map((source) => (
        <Section key={source} aria-labelledby={`reviews-${source}`} className="review-group">
          <div className="container">
            <h2 id={`reviews-${source}`}>{source} {' '}{t('Reviews')}</h2>
            <CardGrid $columns={3}>
              {TESTIMONIALS.filter((review) => review.fromtext === source).map((review) => (
                <li key={review.authorname}>
                  <TestimonialCard review={review} />
                </li>
              ))}
            </CardGrid>
          </div>
        </Section>
      ))}
    </PageFrame>
  );
}
