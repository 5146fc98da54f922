import { BrowserRouter, PortalProviders } from '@portal/shared';
import { SiteLoader } from './site/SiteLoader';
import { Layout } from './layout/Layout';
import { AppRoutes } from './routing/AppRoutes';

/** The whole site: providers, then the site config gate, then the frame and the routes. */
export function App() {
  return (
    <PortalProviders>
      <BrowserRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
        <SiteLoader>
          <Layout>
            <AppRoutes />
          </Layout>
        </SiteLoader>
      </BrowserRouter>
    </PortalProviders>
  );
}
