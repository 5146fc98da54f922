// Runs this remote alone, for its team's development: `npm run dev -w mfe-template`.
// In the portal, the shell loads the exposed modules instead and this file never runs.
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes, PortalProviders, StandaloneSite } from '@portal/shared';

const pages: Record<string, LazyExoticComponent<ComponentType>> = {
  '/digital-agency': lazy(() => import('./pages/DigitalAgencyPage')),
  '/creative-agency': lazy(() => import('./pages/CreativeAgencyPage')),
  '/personal-portfolio': lazy(() => import('./pages/PersonalPortfolioPage')),
  '/home-startup': lazy(() => import('./pages/HomeStartupPage')),
  '/corporate-agency': lazy(() => import('./pages/CorporateAgencyPage')),
  '/service-one/': lazy(() => import('./pages/ServiceOnePage')),
  '/service-two/': lazy(() => import('./pages/ServiceTwoPage')),
  '/service-details/:slug': lazy(() => import('./pages/ServiceDetailsPage')),
  '/project-grid-one': lazy(() => import('./pages/ProjectGridOnePage')),
  '/project-grid-two': lazy(() => import('./pages/ProjectGridTwoPage')),
  '/project-grid-three': lazy(() => import('./pages/ProjectGridThreePage')),
  '/project-width-one': lazy(() => import('./pages/ProjectWidthOnePage')),
  '/project-width-two': lazy(() => import('./pages/ProjectWidthTwoPage')),
  '/project-details/:slug': lazy(() => import('./pages/ProjectDetailsPage')),
  '/about-us': lazy(() => import('./pages/AboutUsPage')),
  '/our-office': lazy(() => import('./pages/OurOfficePage')),
  '/our-clients': lazy(() => import('./pages/OurClientsPage')),
  '/team': lazy(() => import('./pages/TeamPage')),
  '/team-details/:slug': lazy(() => import('./pages/TeamDetailsPage')),
  '/case-study': lazy(() => import('./pages/CaseStudyPage')),
  '/case-details/:slug': lazy(() => import('./pages/CaseDetailsPage')),
  '/testimonials': lazy(() => import('./pages/TestimonialsPage')),
  '/pricing-table': lazy(() => import('./pages/PricingTablePage')),
  '/typography': lazy(() => import('./pages/TypographyPage')),
  '/coming-soon': lazy(() => import('./pages/ComingSoonPage')),
  '/privacy-policy': lazy(() => import('./pages/PrivacyPolicyPage')),
  '/terms-use': lazy(() => import('./pages/TermsUsePage')),
};

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
