// Runs this remote alone, for its team's development: `npm run dev -w mfe-contact`.
// In the portal, the shell loads the exposed modules instead and this file never runs.
import { createRoot } from 'react-dom/client';
import { BrowserRouter, PortalProviders, StandaloneSite } from '@portal/shared';
import ContactPage from './pages/ContactPage';

createRoot(document.getElementById('root')!).render(
  <PortalProviders>
    <BrowserRouter>
      <StandaloneSite>
        <ContactPage />
      </StandaloneSite>
    </BrowserRouter>
  </PortalProviders>,
);
