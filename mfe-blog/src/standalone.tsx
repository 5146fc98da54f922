// Runs this remote alone, for its team's development: `npm run dev -w mfe-blog`.
// In the portal, the shell loads the exposed modules instead and this file never runs.
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes, PortalProviders, StandaloneSite } from '@portal/shared';
import table from './routes.json';
import BlogListPage from './pages/BlogListPage';
import PostDetailPage from './pages/PostDetailPage';
import CategoryPage from './pages/CategoryPage';
import AuthorPage from './pages/AuthorPage';
import ArchivePage from './pages/ArchivePage';
import DynamicPage from './pages/DynamicPage';
import HomeBlogSection from './pages/HomeBlogSection';
import LatestStories from './pages/LatestStories';

// Paths come from the table the portal routes by (src/routes.json); this maps its modules to pages.
const pages: Record<string, ComponentType> = {
  './BlogListPage': BlogListPage,
  './PostDetailPage': PostDetailPage,
  './CategoryPage': CategoryPage,
  './AuthorPage': AuthorPage,
  './ArchivePage': ArchivePage,
  './DynamicPage': DynamicPage,
};

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
            {table.routes.map((route) => {
              const Page = pages[route.module];
              return <Route key={route.path} path={route.path} element={<Page />} />;
            })}
          </Routes>
        </main>
      </StandaloneSite>
    </BrowserRouter>
  </PortalProviders>,
);
