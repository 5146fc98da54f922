import { BrowserRouter, PortalProviders } from '@portal/shared';
import { SiteLoader } from './site/SiteLoader';
import { Layout } from './layout/Layout';
import { AppRoutes } from './routing/AppRoutes';
import { InteractiveMark } from './ssr/InteractiveMark';

/** The site inside the providers and a router: the site config gate, then the frame and the routes. */
export function SiteFrame() {
  return (
    <SiteLoader>
      <Layout>
        <AppRoutes />
      </Layout>
    </SiteLoader>
  );
}

/** The whole site in the browser. The server renders the same SiteFrame (ssr/render-page.tsx). */
export function App() {
  return (
    <PortalProviders>
      <BrowserRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
        <SiteFrame />
      </BrowserRouter>
      <InteractiveMark />
    </PortalProviders>
  );
}
