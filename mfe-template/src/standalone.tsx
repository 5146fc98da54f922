// Runs this remote alone, for its team's development: `npm run dev -w mfe-template`.
// In the portal, the shell loads the exposed modules instead and this file never runs.
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes, PortalProviders, StandaloneSite } from '@portal/shared';
import table from './routes.json';

// The same table the portal routes by (src/routes.json), so a new page needs no second list here.
const pages: Record<string, LazyExoticComponent<ComponentType>> = Object.fromEntries(
  table.routes.map((route) => [
    route.path,
    lazy(() => import(/* webpackExclude: /\.test\.tsx$/ */ `./pages/${route.module.slice(2)}.tsx`)),
  ]),
);

createRoot(document.getElementById('root')!).render(
  <PortalProviders>
    <BrowserRouter>
      <StandaloneSite>
        <header className="site-header">
          <Link to="/typography">mfe-template</Link>
        </header>
        <main id="main">
          <Suspense fallback={<p>Loading...</p>}>
            <Routes>
              {Object.entries(pages).map(([path, Page]) => (
                <Route key={path} path={path} element={<Page />} />
              ))}
            </Routes>
          </Suspense>
        </main>
        <footer className="site-footer" />
      </StandaloneSite>
    </BrowserRouter>
  </PortalProviders>,
);
