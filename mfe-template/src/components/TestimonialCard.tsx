import type { Testimonial } from '../data/types';
import { Avatar } from './Artwork';
import { Card } from './PageFrame';
import { useTranslation } from '../i18n';

/** One review: the quote, who wrote it and where it was published. */
export function TestimonialCard({ review }: { review: Testimonial }) {
  const { t } = useTranslation();
  return (
    <Card as="figure" style={{ margin: 0 }}>
      <div className="card-body">
        <p className="tags">{t('Review on {{source}}', { source: review.fromtext })}</p>
        <blockquote style={{ margin: 0 }}>
          <p style={{ color: 'var(--color-text)' }}>“{t(review.description)}”</p>
        </blockquote>
        <figcaption style={{ display: 'flex', gap: '0.75rem', alignItems: 'center', marginTop: 'auto' }}>
          <Avatar seed={review.authorimg} name={review.authorname} size={48} />
          <span>
            <strong>{review.authorname}</strong>
            <br />
            <span style={{ color: 'var(--color-muted)' }}>{t(review.authordesig)}</span>
          </span>
        </figcaption>
      </div>
    </Card>
  );
}
