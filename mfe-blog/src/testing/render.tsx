import type { ReactElement } from 'react';
import { cleanup, render, waitFor } from '@testing-library/react';
import { Provider } from 'jotai';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { pendingRequestsAtom, portalStore, toastsAtom } from '@portal/shared';
import { dataCache } from '../data-cache/use-cached-data';

function Where() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Renders `element` at `url` under `path`, with the page's one store; the current URL is in data-testid=location. */
export function renderAt(url: string, path: string, element: ReactElement) {
  return render(
    <Provider store={portalStore}>
      <MemoryRouter initialEntries={[url]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
        <Routes>
          <Route path={path} element={element} />
        </Routes>
        <Where />
      </MemoryRouter>
    </Provider>,
  );
}

/** Forgets cached answers and toasts between tests. */
export function resetBlogState() {
  dataCache.clear();
  portalStore.set(toastsAtom, []);
}

/**
 * Ends a test cleanly: lets requests still under way (e.g. the sidebar's) finish, unmounts, and
 * forgets the cache, so nothing asks the test server after it has closed.
 */
export async function finishBlogTest() {
  await waitFor(() => {
    if (portalStore.get(pendingRequestsAtom) !== 0) throw new Error('requests still under way');
  });
  cleanup();
  resetBlogState();
}

export const toastTexts = () => portalStore.get(toastsAtom).map((t) => t.text);
