import type { Testimonial } from '../data/types';
import { Avatar } from './Artwork';
import { Card } from './PageFrame';

/** One review: the quote, who wrote it and where it was published. */
export function TestimonialCard({ review }: { review: Testimonial }) {
  return (
    <Card as="figure" style={{ margin: 0 }}>
      <div className="card-body">
        <p className="tags">Review on {review.fromtext}</p>
        <blockquote style={{ margin: 0 }}>
          <p style={{ color: 'var(--color-text)' }}>“{review.description}”</p>
        </blockquote>
        <figcaption style={{ display: 'flex', gap: '0.75rem', alignItems: 'center', marginTop: 'auto' }}>
          <Avatar seed={review.authorimg} name={review.authorname} size={48} />
          <span>
            <strong>{review.authorname}</strong>
            <br />
            <span style={{ color: 'var(--color-muted)' }}>{review.authordesig}</span>
          </span>
        </figcaption>
      </div>
    </Card>
  );
}
