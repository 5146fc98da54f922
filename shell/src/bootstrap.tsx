import { createRoot, hydrateRoot } from 'react-dom/client';
import { loadRemoteComponent, portalStore, readBoot, registerRegistry, rememberRemoteComponent } from '@portal/shared';
import { App } from './App';
import { warmUpTimeZoneData } from './layout/availability';
import { prefetchRouteRemote } from './routing/prefetch-route';
import { seedStore } from './ssr/seed-store';
import { stopRecordingEarlyClicks } from './ssr/early-clicks';

const boot = readBoot();
registerRegistry(boot.registry);
const root = document.getElementById('root')!;

/**
 * A page the server rendered (issue 20) is hydrated: the store gets the data the server used, and
 * the remote pages it rendered are loaded first, so the first render matches its HTML. A remote
 * that cannot load now leaves React to render that part afresh.
 */
async function hydrate(modules: string[]): Promise<void> {
  await Promise.all(
    modules.map(async (id) => {
      const [remote, ...rest] = id.split('/');
      const module = `./${rest.join('/')}`;
      const component = await loadRemoteComponent(remote, module);
      if (component) rememberRemoteComponent(remote, module, component);
    }),
  );
  // From here on React's listeners answer; earlier taps are replayed once it has the page.
  stopRecordingEarlyClicks();
  // Not in a transition: measured twice, it shortened no long task (they are mostly style and
  // layout work). The #421 seen with it came from RemoteSlot's needless update, since removed.
  hydrateRoot(root, <App />, {
    onRecoverableError(error, info?: { componentStack?: string }) {
      // A remote page that failed on the server (already logged there) is rendered here instead:
      // expected, and its slot shows the page or its fallback. Anything else is a real mismatch.
      if (/server could not finish this Suspense boundary|#419/.test(String((error as Error)?.message ?? error))) return;
      console.error(error, info?.componentStack ?? '');
    },
  });
}

// What the server loaded for the page (or a form's outcome it could not render), and its 404, seed the store.
seedStore(portalStore, boot, window.location);
if (boot.ssr && root.dataset.ssr) {
  void hydrate(boot.ssr.modules);
} else {
  // The server's 404 for a page's address is the shell's own page: its remote is not needed.
  if (!boot.notFound) prefetchRouteRemote(window.location.pathname);
  createRoot(root).render(<App />);
}
// A task of its own, while the site config is on its way (see warmUpTimeZoneData).
setTimeout(warmUpTimeZoneData, 0);
