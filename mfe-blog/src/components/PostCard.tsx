import { Link, formatDate, isoDate } from '@portal/shared';
import styled from 'styled-components';
import { mediaUrl } from '../lib/media-url';
import { postDetailsHref, postHref } from '../lib/links';
import { Gallery } from './Gallery';
import { VideoCover } from './PostMedia';
import { ResponsiveImage } from './ResponsiveImage';
import type { Post } from '@portal/contract';
import { translate, useTranslation } from '../i18n';

export const CardShell = styled.article`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 0.75rem;
  padding: 1rem;
  border: 1px solid var(--color-border);
  border-radius: var(--radius);
  background: var(--color-bg);
  box-shadow: var(--shadow);
  .thumb img {
    display: block;
    width: 100%;
    aspect-ratio: 8 / 5;
    object-fit: cover;
    border-radius: var(--radius);
    background: var(--color-surface);
  }
  h2,
  h3 {
    font-size: 1.25rem;
    margin: 0;
  }
  h2 a,
  h3 a {
    color: var(--color-text);
    text-decoration: none;
  }
  h2 a:hover,
  h3 a:hover {
    color: var(--color-link);
    text-decoration: underline;
  }
  .meta {
    margin: 0;
    color: var(--color-muted);
    font-size: 0.9rem;
  }
  .excerpt {
    margin: 0;
  }
  .read-more {
    justify-self: start;
  }
`;

/** A card is a column of the news grid: the whole width on a phone, about a third of 1200 px beside others. */
const CARD_SIZES = '(max-width: 600px) 100vw, 400px';

function Thumbnail({ post, urgent }: { post: Post; urgent: boolean }) {
  const href = postDetailsHref(post);
  const images = (post.images?.length ? post.images : [post.image]).filter(Boolean);
  if (post.format === 'gallery' && images.length > 1) {
    return (
      <Gallery
        href={href}
        label={translate('Gallery: {{title}}', { title: post.title })}
        images={images.map((path, i) => ({ src: mediaUrl(path), alt: translate('{{title}}, picture {{number}} of {{total}}', { title: post.title, number: i + 1, total: images.length }) }))}
      />
    );
  }
  const path = post.image || images[0];
  if (!path) return null;
  return (
    <Link to={href} className="thumb">
      {post.format === 'video' ? (
        <VideoCover path={path} alt={post.title} sizes={CARD_SIZES} />
      ) : (
        <ResponsiveImage
          path={path}
          sizes={CARD_SIZES}
          alt={post.title}
          width={800}
          height={500}
          loading={urgent ? 'eager' : 'lazy'}
          // Lower case: React 18 knows no fetchPriority prop and warns (the attribute is the same).
          {...(urgent ? { fetchpriority: 'high' } : {})}
        />
      )}
    </Link>
  );
}

/**
 * One post of the list (spec section 2): the thumbnail leads to /blog-details/{id}; the title and
 * the read-more button lead to /post/{slug}?id={id}.
 */
export function PostCard({ post, readMoreLabel, headingLevel = 2, urgentPicture = false }: { post: Post; readMoreLabel?: string; headingLevel?: 2 | 3; urgentPicture?: boolean }) {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const href = postHref(post);
  return (
    <CardShell>
      <Thumbnail post={post} urgent={urgentPicture} />
      <p className="meta">
        <time dateTime={isoDate(post.created)}>{formatDate(post.created)}</time>
      </p>
      <Heading>
        <Link to={href}>{post.title}</Link>
      </Heading>
      {post.excerpt && <p className="excerpt">{post.excerpt}</p>}
      <Link to={href} className="btn btn-outline read-more">
        {readMoreLabel ?? t('Read More')}
        <span className="visually-hidden">: {post.title}</span>
      </Link>
    </CardShell>
  );
}
