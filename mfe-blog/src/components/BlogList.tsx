import { Link, useLocation, useSearchParams } from '@portal/shared';
import { usePostsPage } from '../lib/blog-data';
import { Pagination } from '@portal/ui';
import { pageCount, pageIndexFromQuery, PAGE_PARAM, queryForPage } from '../lib/pagination';
import { PostCard } from './PostCard';
import { Sidebar } from './Sidebar';
import { BlogLayout } from './BlogLayout';
import { useTranslation } from '../i18n';


/**
 * The news list with its sidebar: 4 posts per page from the server, the page kept in the URL
 * (?pagina=2). Used by /blog-grid/ and by the landing page's news section. On /blog-grid/ the
 * first post's picture is the largest thing on the first screen (`firstPictureUrgent`): it is
 * fetched at once, not when the browser decides it is near.
 */
export function BlogList({ readMoreLabel, headingLevel, firstPictureUrgent = false }: { readMoreLabel: string; headingLevel: 2 | 3; firstPictureUrgent?: boolean }) {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const index = pageIndexFromQuery(params.get(PAGE_PARAM));
  const { data, error } = usePostsPage(index);
  const { t } = useTranslation();
  let content;
  if (data) {
    const count = pageCount(data.total, data.pageSize);
    content =
      data.posts.length === 0 ? (
        <p>{t('No news published yet.')}</p>
      ) : (
        <>
          <ul className="post-grid">
            {data.posts.map((post, i) => (
              <li key={post.id}>
                <PostCard post={post} readMoreLabel={readMoreLabel} headingLevel={headingLevel} urgentPicture={firstPictureUrgent && i === 0} />
              </li>
            ))}
          </ul>
          <Pagination page={index + 1} pageCount={count} hrefFor={(page) => `${pathname}${queryForPage(page - 1)}`} label={t('News pages')} />
        </>
      );
  } else if (error) {
    // The toast already said 'Error cargando las noticias' (or the server's reason); this stays.
    content = (
      <div role="alert">
        <p>{index > 0 ? t('The news of this page could not be loaded.') : t('The news could not be loaded.')}</p>
        {index > 0 && (
          <p>
            <Link to={pathname}>{t('Go to the first page of news')}</Link>
          </p>
        )}
      </div>
    );
  } else {
    content = (
      <p role="status" className="loading-placeholder">
        {t('Loading...')}
      </p>
    );
  }
  return (
    <BlogLayout>
      <div>{content}</div>
      <Sidebar />
    </BlogLayout>
  );
}
