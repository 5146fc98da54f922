import { Link, formatDate, isoDate } from '@portal/shared';
import { postHref } from '../lib/links';
import { RECENT_POSTS_KEPT } from '../lib/blog-data';
import type { Post } from '@portal/contract';
import { useTranslation } from '../i18n';

/** 'Noticias Recientes': the first 5 recent posts, each a link to the post. */
export function RecentPosts({ posts }: { posts: Post[] | undefined }) {
  const { t } = useTranslation();
  if (!posts) return <p role="status">{t('Loading...')}</p>;
  if (posts.length === 0) return <p>{t('No news yet.')}</p>;
  return (
    <ul className="recent-posts">
      {posts.slice(0, RECENT_POSTS_KEPT).map((post) => (
        <li key={post.id}>
          <Link to={postHref(post)}>{post.title}</Link>
          <time dateTime={isoDate(post.created)}>{formatDate(post.created)}</time>
        </li>
      ))}
    </ul>
  );
}
