import { useId } from 'react';
import { Link, formatDate, isoDate, up } from '@portal/shared';
import styled from 'styled-components';
import { useRecentPosts } from '../lib/blog-data';
import { mediaUrl } from '../lib/media-url';
import { postDetailsHref, postHref } from '../lib/links';
import { useTranslation } from '../i18n';

/** Spec section 9: the home section shows the first 2 recent posts. */
export const LATEST_STORIES_COUNT = 2;

const Section = styled.section`
  padding-block: 2rem;
  .stories {
    display: grid;
    gap: 1.5rem;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  ${up('md')} {
    .stories {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  }
  .stories img {
    display: block;
    width: 100%;
    aspect-ratio: 8 / 5;
    object-fit: cover;
    border-radius: var(--radius);
    background: var(--color-surface);
  }
  .stories h3 {
    margin-top: 0.5rem;
    font-size: 1.2rem;
  }
  .stories h3 a {
    color: var(--color-text);
  }
  time {
    color: var(--color-muted);
    font-size: 0.9rem;
  }
`;

/** 'Latest stories' for the template's home sections: the first 2 recent posts in two columns. */
export default function LatestStories() {
  const id = useId();
  const { posts, error } = useRecentPosts(LATEST_STORIES_COUNT);
  const { t } = useTranslation();
  let content;
  if (posts) {
    content =
      posts.length === 0 ? (
        <p>{t('No news yet.')}</p>
      ) : (
        <ul className="stories">
          {posts.slice(0, LATEST_STORIES_COUNT).map((post) => (
            <li key={post.id}>
              <Link to={postDetailsHref(post)} tabIndex={-1} aria-hidden="true">
                <img src={mediaUrl(post.image)} alt="" width={800} height={500} loading="lazy" />
              </Link>
              <h3>
                <Link to={postHref(post)}>{post.title}</Link>
              </h3>
              <time dateTime={isoDate(post.created)}>{formatDate(post.created)}</time>
            </li>
          ))}
        </ul>
      );
  } else if (error) {
    content = <p role="alert">{t('The news could not be loaded.')}</p>;
  } else {
    content = <p role="status">{t('Loading...')}</p>;
  }
  return (
    <Section className="container" aria-labelledby={id}>
      <h2 id={id}>{t('Latest stories')}</h2>
      {content}
    </Section>
  );
}
