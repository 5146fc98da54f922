import { useId } from 'react';
import { BlogList } from '../components/BlogList';

/** The news list with its sidebar for the landing page (which owns the page's h1). */
export default function HomeBlogSection() {
  const id = useId();
  return (
    <section className="container home-blog" aria-labelledby={id}>
      <h2 id={id}>Noticias</h2>
      <BlogList readMoreLabel="Leer más" headingLevel={3} />
    </section>
  );
}
