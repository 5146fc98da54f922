// Runs this remote alone, for its team's development: `npm run dev -w mfe-procedures`.
// In the portal, the shell loads the exposed modules instead and this file never runs.
import { createRoot } from 'react-dom/client';
import { BrowserRouter, PortalProviders, StandaloneSite } from '@portal/shared';
import ProceduresPage from './pages/ProceduresPage';

createRoot(document.getElementById('root')!).render(
  <PortalProviders>
    <BrowserRouter>
      <StandaloneSite>
        <ProceduresPage />
      </StandaloneSite>
    </BrowserRouter>
  </PortalProviders>,
);
