import type { ReactElement } from 'react';
import { act, render, screen } from '@testing-library/react';
import { Provider } from 'jotai';
import { Route, Routes } from 'react-router-dom';
import { notFoundAtAtom, portalStore } from '@portal/shared';
import { TestRouter } from '../testing/TestRouter';
import CaseDetailsPage from './CaseDetailsPage';
import ProjectDetailsPage from './ProjectDetailsPage';
import ServiceDetailsPage from './ServiceDetailsPage';
import TeamDetailsPage from './TeamDetailsPage';

const pages = [
  ['/team-details/:slug', TeamDetailsPage, '/team-details/sofia-nunez', 'Sofía Núñez'],
  ['/case-details/:slug', CaseDetailsPage, '/case-details/metro-transit', 'Metro Transit'],
  // The slug comes from the English title (the key); the page reads in Spanish, the default.
  ['/service-details/:slug', ServiceDetailsPage, '/service-details/ui-ux-design', 'Diseño de interfaces y experiencia de usuario'],
  ['/project-details/:slug', ProjectDetailsPage, '/project-details/city-bike-app', 'Aplicación City Bike'],
] as const;

function renderAt(path: string, url: string, Page: () => ReactElement | null) {
  return render(
    <Provider store={portalStore}>
      <TestRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={<Page />} />
        </Routes>
      </TestRouter>
    </Provider>,
  );
}

describe.each(pages)('%s', (path, Page, knownUrl, title) => {
  it('shows the item whose title has the slug', () => {
    renderAt(path, knownUrl, Page);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
  });

  it("hands an unknown slug's address to the site's 404 page", () => {
    act(() => portalStore.set(notFoundAtAtom, null));
    const url = path.replace(':slug', 'does-not-exist');
    renderAt(path, url, Page);
    expect(portalStore.get(notFoundAtAtom)).toBe(url);
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });
});

test('a service page names the service in its process heading and shows the steps in Spanish', () => {
  renderAt('/service-details/:slug', '/service-details/website-design', ServiceDetailsPage);
  expect(screen.getByRole('heading', { level: 2, name: 'Cómo trabajamos en diseño de sitios web' })).toBeInTheDocument();
  expect(screen.getByText(/^Todo proyecto de diseño de sitios web sigue/)).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 3, name: 'Descubrir' })).toBeInTheDocument();
  expect(screen.getByText('Paso uno')).toBeInTheDocument();
});
