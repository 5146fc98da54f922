import { BlogList } from '../components/BlogList';

/** /blog-grid/: the city's news, 4 per page, with the sidebar. */
export default function BlogListPage() {
  return (
    <section className="container">
      <h1>Noticias</h1>
      <BlogList readMoreLabel="Leer Más" headingLevel={2} />
    </section>
  );
}
