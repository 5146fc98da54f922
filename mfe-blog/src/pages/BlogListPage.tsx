import { BlogList } from '../components/BlogList';
import { useTranslation } from '../i18n';

/** /blog-grid/: the city's news, 4 per page, with the sidebar. */
export default function BlogListPage() {
  const { t } = useTranslation();
  return (
    <section className="container">
      <h1>{t('News')}</h1>
      <BlogList readMoreLabel={t('Read More')} headingLevel={2} firstPictureUrgent />
    </section>
  );
}
