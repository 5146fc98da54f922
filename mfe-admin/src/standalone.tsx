// Runs this remote alone, for its team's development: `npm run dev -w mfe-admin` (the API on
// the same origin). In the portal, the shell loads ./AdminConsole at /admin instead.
import { createRoot } from 'react-dom/client';
import { BrowserRouter, PortalProviders, Route, Routes, StandaloneSite } from '@portal/shared';
import AdminConsole from './pages/AdminConsole';

createRoot(document.getElementById('root')!).render(
  <PortalProviders>
    <BrowserRouter>
      <StandaloneSite>
        <Routes>
          <Route path="/admin/*" element={<AdminConsole />} />
        </Routes>
      </StandaloneSite>
    </BrowserRouter>
  </PortalProviders>,
);
