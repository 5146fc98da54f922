import styled from 'styled-components';
import type { Testimonial } from '../data/types';
import { Avatar } from './Artwork';
import { Card } from './PageFrame';
import { useTranslation } from '../i18n';

// Styled, not inline: a server-rendered style attribute is refused by the CSP (issue 20).
const ReviewCard = styled(Card)`
  margin: 0;
  blockquote {
    margin: 0;
  }
  blockquote p {
    color: var(--color-text);
  }
  figcaption {
    display: flex;
    gap: 0.75rem;
    align-items: center;
    margin-top: auto;
  }
  .role {
    color: var(--color-muted);
  }
`;

/** One review: the quote, who wrote it and where it was published. */
export function TestimonialCard({ review }: { review: Testimonial }) {
  const { t } = useTranslation();
  return (
    <ReviewCard as="figure">
      <div className="card-body">
        <p className="tags">{t('Review on {{source}}', { source: review.fromtext })}</p>
        <blockquote>
          <p>“{t(review.description)}”</p>
        </blockquote>
        <figcaption>
          <Avatar seed={review.authorimg} name={review.authorname} size={48} />
          <span>
            <strong>{review.authorname}</strong>
            <br />
            <span className="role">{t(review.authordesig)}</span>
          </span>
        </figcaption>
      </div>
    </ReviewCard>
  );
}
