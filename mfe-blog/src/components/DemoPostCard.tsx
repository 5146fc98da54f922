import { Link, formatDate } from '@portal/shared';
import type { DemoPost } from '../data/demo-posts';
import { archiveLabel, archiveSlug, authorSlug, categorySlug } from '../data/demo-filters';
import { CardShell } from './PostCard';
import { Gallery } from './Gallery';
import { VideoCover } from './PostMedia';
import { SafeHtml } from './SafeHtml';
import { translate, useTranslation } from '../i18n';

function DemoPicture({ post }: { post: DemoPost }) {
  const large = Array.isArray(post.large_thumb) ? post.large_thumb : [post.large_thumb];
  if (post.format === 'gallery' && large.length > 1) {
    return <Gallery label={translate('Gallery: {{title}}', { title: post.title })} images={large.map((src, i) => ({ src, alt: translate('{{title}}, picture {{number}} of {{total}}', { title: post.title, number: i + 1, total: large.length }) }))} />;
  }
  if (post.format === 'video') return <VideoCover path={post.thumb} alt={post.title} sizes="(max-width: 600px) 100vw, 400px" />;
  return (
    <div className="thumb">
      <img src={post.thumb} alt={post.title} width={800} height={500} loading="lazy" />
    </div>
  );
}

/**
 * A demo post: picture, links to its month, category and author, and the article itself behind
 * a disclosure (demo posts have no detail page of their own; /blog-details/{id} shows the city's news).
 */
export function DemoPostCard({ post }: { post: DemoPost }) {
  const { t } = useTranslation();
  return (
    <CardShell>
      <DemoPicture post={post} />
      <p className="meta">
        <Link to={`/archive/${archiveSlug(post)}`}>
          <time dateTime={post.post_date}>{formatDate(`${post.post_date}T12:00:00Z`, 'UTC')}</time>
          <span className="visually-hidden"> {t('(archive of {{month}})', { month: archiveLabel(post.post_date) })}</span>
        </Link>
        {' · '}
        <Link to={`/category/${categorySlug(post)}`}>{post.category}</Link>
        {' · '}
        <Link to={`/author/${authorSlug(post)}`}>{post.author_name}</Link>
        {' · '}
        {post.read_time}
      </p>
      <h2>{post.title}</h2>
      <p className="excerpt">{post.excerpt}</p>
      <details>
        <summary>{t('Read the article')}</summary>
        <SafeHtml html={post.body.join('')} />
      </details>
    </CardShell>
  );
}
