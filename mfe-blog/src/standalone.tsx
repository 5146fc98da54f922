// Runs this remote alone, for its team's development: `npm run dev -w mfe-blog`.
// In the portal, the shell loads the exposed modules instead and this file never runs.
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { PortalProviders, StandaloneSite } from '@portal/shared';
import BlogListPage from './pages/BlogListPage';

createRoot(document.getElementById('root')!).render(
  <PortalProviders>
    <BrowserRouter>
      <StandaloneSite>
        <BlogListPage />
      </StandaloneSite>
    </BrowserRouter>
  </PortalProviders>,
);
