import { Link, RemoteSlot, useNotFound, useParams, useSearchParams, currentCustomerAtom, formatDateTime, isoDate, up } from '@portal/shared';
import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { usePostDetail } from '../lib/blog-data';
import { isNotFound } from '../lib/blog-endpoints';
import { mediaUrl } from '../lib/media-url';
import { parseId } from '../lib/links';
import { BlogLayout } from '../components/BlogLayout';
import { PostCard } from '../components/PostCard';
import { PostMedia } from '../components/PostMedia';
import { SafeHtml } from '../components/SafeHtml';
import { Sidebar } from '../components/Sidebar';
import type { PostDetail } from '@portal/contract';
import { useTranslation } from '../i18n';

const Article = styled.article`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1.25rem;
  align-content: start;
  .dates {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 1.5rem;
    margin: 0;
    color: var(--color-muted);
  }
  .dates dt {
    font-weight: 600;
  }
  .dates div {
    display: flex;
    flex-wrap: wrap;
    gap: 0.35rem;
  }
  .dates dd {
    margin: 0;
  }
  .features {
    display: grid;
    gap: 1rem;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  ${up('md')} {
    .features,
    .related {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  }
  .features img {
    display: block;
    width: 100%;
    border-radius: var(--radius);
  }
  .related {
    display: grid;
    gap: 1rem;
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;

function PostArticle({ post, timeZone }: { post: PostDetail; timeZone?: string }) {
  const related = post.recent_posts.filter((p) => p.id !== post.id);
  const features = (post.features_img ?? []).filter(Boolean);
  const { t } = useTranslation();
  return (
    <Article>
      <h1>{post.title}</h1>
      <dl className="dates">
        <div>
          <dt>{t('Published:')}</dt>
          <dd>
            <time dateTime={isoDate(post.created)}>{formatDateTime(post.created, timeZone)}</time>
          </dd>
        </div>
        {post.updated && (
          <div>
            <dt>{t('Updated:')}</dt>
            <dd>
              <time dateTime={isoDate(post.updated)}>{formatDateTime(post.updated, timeZone)}</time>
            </dd>
          </div>
        )}
      </dl>
      <PostMedia post={post} />
      <SafeHtml html={post.body} className="post-body" />
      {features.length > 0 && (
        <section aria-labelledby="post-features">
          <h2 id="post-features">{t('Featured pictures')}</h2>
          <ul className="features">
            {features.map((path, i) => (
              <li key={path}>
                <img src={mediaUrl(path)} alt={t('{{title}}: featured picture {{number}}', { title: post.title, number: i + 1 })} width={800} height={500} loading="lazy" />
              </li>
            ))}
          </ul>
        </section>
      )}
      {related.length > 0 && (
        <section aria-labelledby="post-related">
          <h2 id="post-related">{t('Related Articles')}</h2>
          <ul className="related">
            {related.slice(0, 4).map((p) => (
              <li key={p.id}>
                <PostCard post={p} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <RemoteSlot widget="contact/PageFeedback" props={{ kind: 'post', id: post.id }} />
    </Article>
  );
}

/**
 * One post, at /post/{slug}?id={id} and /blog-details/{id}. 'Loading...' until it arrives; a
 * failed fetch leaves 'Loading...' and the toast says why (spec sections 4 and 8), with a way back.
 * An address that names no post (no usable id, or an id the server does not know) is the site's
 * 404 page, as the server answers it.
 */
export default function PostDetailPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const customer = useAtomValue(currentCustomerAtom);
  const id = parseId(params.id ?? search.get('id'));
  const { data, error } = usePostDetail(id);
  const { t } = useTranslation();
  const missing = id === null || (isNotFound(error) && !data);
  useNotFound(missing);

  let main;
  if (data && data.id === id) {
    main = <PostArticle post={data} timeZone={customer?.timeZone || undefined} />;
  } else {
    main = (
      <div>
        <p role="status" className="loading-placeholder">{t('Loading...')}</p>
        {error !== undefined && !missing && (
          <p>
            <Link to="/blog-grid/">{t('Back to the news')}</Link>
          </p>
        )}
      </div>
    );
  }
  return (
    <div className="container">
      <BlogLayout>
        <div>{main}</div>
        <Sidebar recentPosts={data?.recent_posts} />
      </BlogLayout>
    </div>
  );
}
