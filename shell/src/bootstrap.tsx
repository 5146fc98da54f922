import { createRoot } from 'react-dom/client';
import { readBoot, registerRegistry } from '@portal/shared';
import { App } from './App';
import { warmUpTimeZoneData } from './layout/availability';
import { prefetchRouteRemote } from './routing/prefetch-route';

registerRegistry(readBoot().registry);
prefetchRouteRemote(window.location.pathname);
createRoot(document.getElementById('root')!).render(<App />);
// A task of its own, while the site config is on its way (see warmUpTimeZoneData).
setTimeout(warmUpTimeZoneData, 0);
