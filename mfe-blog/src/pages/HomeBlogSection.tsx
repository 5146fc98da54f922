import { useId } from 'react';
import { BlogList } from '../components/BlogList';
import { useTranslation } from '../i18n';

/** The news list with its sidebar for the landing page (which owns the page's h1). */
export default function HomeBlogSection() {
  const id = useId();
  const { t } = useTranslation();
  return (
    <section className="container home-blog" aria-labelledby={id}>
      <h2 id={id}>{t('News')}</h2>
      <BlogList readMoreLabel={t('Read more')} headingLevel={3} />
    </section>
  );
}
