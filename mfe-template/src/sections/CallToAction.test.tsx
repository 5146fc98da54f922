import { act, cleanup, render, screen } from '@testing-library/react';
import { Provider } from 'jotai';
import { TestRouter } from '../testing/TestRouter';
import { portalStore, siteConfigAtom } from '@portal/shared';
import { CallToAction } from './CallToAction';
import type { SiteConfig } from '@portal/contract';
import { testSiteConfig } from '@portal/shared/testing/fixtures';

function config(siteDemo: boolean): SiteConfig {
  return testSiteConfig({ config: { siteDemo } });
}

function renderCta() {
  return render(
    <Provider store={portalStore}>
      <TestRouter>
        <CallToAction />
      </TestRouter>
    </Provider>,
  );
}

describe('CallToAction', () => {
  afterEach(() => {
    cleanup();
    portalStore.set(siteConfigAtom, null);
  });

  it('invites to estimate a project when the site is a demo site', () => {
    portalStore.set(siteConfigAtom, config(true));
    renderCta();
    expect(screen.getByRole('heading', { name: '¿Necesitas un proyecto exitoso?' })).toBeInTheDocument();
    expect(screen.getByText('Trabajemos juntos')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Estimar Proyecto' })).toHaveAttribute('href', '/contact');
  });

  it('is not shown when the site is not a demo site, or before the config loads', () => {
    renderCta();
    expect(screen.queryByText('Trabajemos juntos')).not.toBeInTheDocument();
    act(() => portalStore.set(siteConfigAtom, config(false)));
    expect(screen.queryByText('Trabajemos juntos')).not.toBeInTheDocument();
    act(() => portalStore.set(siteConfigAtom, config(true)));
    expect(screen.getByText('Trabajemos juntos')).toBeInTheDocument();
  });
});
