import { Link, RemoteSlot, useNotFound, useParams, useSearchParams } from '@portal/shared';
import styled from 'styled-components';
import { useDynamicPage, usePublicFiles } from '../lib/blog-data';
import { isNotFound } from '../lib/blog-endpoints';
import { parseId } from '../lib/links';
import { PageFileList } from '../components/PageFileList';
import { SafeHtml } from '../components/SafeHtml';
import { useTranslation } from '../i18n';
import { pages } from '@portal/pages';

const Page = styled.article`
  display: grid;
  gap: 1.25rem;
  max-width: 60rem;
`;

const SLUG = /^[a-z0-9][a-z0-9-]{0,199}$/;

/**
 * Which page to ask for: the menu's ?id= when it is a number, else the last segment of the path
 * after /page as a slug (/page/transparencia → 'transparencia'), else nothing.
 */
export function dynamicPageKey(path: string, idParam: string | null): { id: number } | { slug: string } | null {
  const id = parseId(idParam);
  if (id !== null) return { id };
  const slug = path.split('/').filter(Boolean).pop()?.toLowerCase() ?? '';
  return SLUG.test(slug) ? { slug } : null;
}

function PublicFiles({ pageId }: { pageId: number }) {
  const { data, error } = usePublicFiles(pageId);
  const { t } = useTranslation();
  let content;
  if (data) {
    content =
      data.length === 0 ? (
        <p>{t('This page has no public files.')}</p>
      ) : (
        <PageFileList files={data} />
      );
  } else if (error) {
    content = <p role="alert">{t('The files of this page could not be loaded.')}</p>;
  } else {
    content = <p role="status">{t('Loading files...')}</p>;
  }
  return (
    <section aria-labelledby="page-files">
      <h2 id="page-files">{t('Files')}</h2>
      {content}
    </section>
  );
}

/**
 * /page{menu path}?id={page_id}: a page the city edits in its CMS, with its public files. An
 * address that names no page is the site's 404 page, as the server answers it.
 */
export default function DynamicPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const key = dynamicPageKey(params['*'] ?? '', search.get('id'));
  const { data, error } = useDynamicPage(key);
  const { t } = useTranslation();
  const missing = key === null || (isNotFound(error) && !data);
  useNotFound(missing);

  if (!missing && error && !data) {
    // The toast carries the reason the page could not be loaded, or the default.
    return (
      <div className="container" role="alert">
        <h1>{t('Page not available')}</h1>
        <p>{t('This page could not be loaded. Check the link or try again later.')}</p>
        <p>
          <Link to={pages.home.href()}>{t('Go to the home page')}</Link>
        </p>
      </div>
    );
  }
  if (!data) {
    return (
      <div className="container">
        <p role="status" className="loading-placeholder">{t('Loading...')}</p>
      </div>
    );
  }
  return (
    <div className="container">
      <Page>
        <h1>{data.title}</h1>
        <SafeHtml html={data.body} />
        {data.has_files && <PublicFiles pageId={data.id} />}
        <RemoteSlot widget="contact/PageFeedback" props={{ kind: 'page', id: data.id }} />
      </Page>
    </div>
  );
}
