// Runs this remote alone, for its team's development: `npm run dev -w mfe-blog`.
// In the portal, the shell loads the exposed modules instead and this file never runs.
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes, PortalProviders, StandaloneSite } from '@portal/shared';
import BlogListPage from './pages/BlogListPage';
import PostDetailPage from './pages/PostDetailPage';
import CategoryPage from './pages/CategoryPage';
import AuthorPage from './pages/AuthorPage';
import ArchivePage from './pages/ArchivePage';
import DynamicPage from './pages/DynamicPage';
import HomeBlogSection from './pages/HomeBlogSection';
import LatestStories from './pages/LatestStories';

function Home() {
  return (
    <>
      <h1 className="container">mfe-blog</h1>
      <p className="container">
        <Link to="/blog-grid/">Noticias</Link> · <Link to="/category/gobierno-digital">Categoría</Link> ·{' '}
        <Link to="/page/transparencia">Página dinámica</Link>
      </p>
      <HomeBlogSection />
      <LatestStories />
    </>
  );
}

createRoot(document.getElementById('root')!).render(
  <PortalProviders>
    <BrowserRouter>
      <StandaloneSite>
        <main>
          <Routes>
            <Route path="/" element={<Home />} />
            <Route path="/blog-grid/" element={<BlogListPage />} />
            <Route path="/post/:slug" element={<PostDetailPage />} />
            <Route path="/blog-details/:id" element={<PostDetailPage />} />
            <Route path="/category/:slug" element={<CategoryPage />} />
            <Route path="/author/:slug" element={<AuthorPage />} />
            <Route path="/archive/:slug" element={<ArchivePage />} />
            <Route path="/page/*" element={<DynamicPage />} />
          </Routes>
        </main>
      </StandaloneSite>
    </BrowserRouter>
  </PortalProviders>,
);
