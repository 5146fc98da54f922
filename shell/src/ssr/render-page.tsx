// The shell's server renderer (issue 20), exposed only by the shell's Node build as './ssr'. The
// portal server calls renderPage for a page request: it loads the opened page's remote module
// (within a budget), renders the frame and the page with React's streaming renderer into HTML, and
// collects styled-components' styles. Everything per request (boot data, jotai store, i18next
// instance, loaded modules) lives in that request's scope, never in a module variable.
import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { createStore } from 'jotai';
import type { ComponentType } from 'react';
import { i18n, loadRemoteComponent, moduleId, PortalProviders, RenderScopeContext, Router, type PageBoot, type RenderScope } from '@portal/shared';
import type { ServerRenderInput, ServerRenderOutput } from '@portal/contract';
import { SiteFrame } from '../App';
import { isRemoteRoute, matchPage, portalRoutes } from '../routing/route-table';
import { seedStore } from './seed-store';
import { forgetServerRemote, registerServerRemotes } from './server-remotes';

const bootScope = new AsyncLocalStorage<PageBoot>();
// readBoot() in @portal/shared asks this on the server (see boot.ts).
(globalThis as { __portalRenderBoot?: () => PageBoot | undefined }).__portalRenderBoot = () => bootScope.getStore();

type To = string | { pathname?: string; search?: string; hash?: string };

// A server render never navigates; links only need their href.
const noNavigation = {
  createHref: (to: To) => (typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`),
  go: () => undefined,
  push: () => undefined,
  replace: () => undefined,
};

/**
 * Loads every page module of the registry's remotes in the background (no budget), so the first
 * visitors after a start or a deploy are not the ones who pay for loading them.
 */
export function warmRemotes({ serverEntries, modules }: { serverEntries: Record<string, string>; modules: string[] }): Promise<void> {
  registerServerRemotes(serverEntries);
  return Promise.all(
    modules.map(async (id) => {
      const [remote, ...rest] = id.split('/');
      if (!(await loadRemoteComponent(remote!, `./${rest.join('/')}`))) forgetServerRemote(remote!);
    }),
  ).then(() => undefined);
}

/** Resolves after `ms` with null: the remote's budget ran out. */
const budget = (ms: number) => new Promise<null>((resolve) => setTimeout(resolve, ms));

/** Renders one page. Never throws for a remote's fault: its slot is left empty for the browser. */
export async function renderPage(input: ServerRenderInput): Promise<ServerRenderOutput> {
  return bootScope.run(input.boot, () => render(input));
}

async function render({ url, boot, language, serverEntries, remoteBudgetMs }: ServerRenderInput): Promise<ServerRenderOutput> {
  registerServerRemotes(serverEntries);
  const { pathname, search } = new URL(url, 'http://portal.invalid');
  const modules = new Map<string, ComponentType<Record<string, unknown>>>();
  const skipped: string[] = [];
  // The 404 page (boot.notFound) is the shell's own: the matched route's page is not loaded.
  const match = boot.notFound ? null : matchPage(portalRoutes(), pathname);
  if (match && isRemoteRoute(match.route)) {
    const { remote, module } = match.route;
    const id = moduleId(remote, module);
    const load = loadRemoteComponent(remote, module);
    const component = await Promise.race([load, budget(remoteBudgetMs)]);
    if (component) modules.set(id, component);
    else {
      skipped.push(id);
      // Out of time: the load goes on, and the next render finds it done. Failed: try afresh next time.
      void load.then((loaded) => {
        if (!loaded) forgetServerRemote(remote);
      });
    }
  }

  const store = createStore();
  seedStore(store, boot, { pathname, search });
  const requestI18n = i18n.cloneInstance({ lng: language, initAsync: false });
  const scope: RenderScope = { i18n: requestI18n, modules };
  const sheet = new ServerStyleSheet();
  try {
    const tree = sheet.collectStyles(
      <RenderScopeContext.Provider value={scope}>
        <PortalProviders store={store} i18nInstance={requestI18n}>
          <Router location={{ pathname, search, hash: '' }} navigator={noNavigation} static>
            <SiteFrame />
          </Router>
        </PortalProviders>
      </RenderScopeContext.Provider>,
    );
    const { html, failed } = await renderToHtml(tree);
    // A page that threw was rendered as its loading state; the browser renders it itself.
    for (const id of failed ? [...modules.keys()] : []) skipped.push(id);
    return { html, styles: sheet.getStyleTags(), modules: failed ? [] : [...modules.keys()], skipped };
  } finally {
    sheet.seal();
  }
}

/** React's streaming renderer, collected once everything is ready (every module is loaded already). */
function renderToHtml(tree: JSX.Element): Promise<{ html: string; failed: boolean }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let failed = false;
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
      final(done) {
        resolve({ html: Buffer.concat(chunks).toString('utf8'), failed });
        done();
      },
    });
    const stream = renderToPipeableStream(tree, {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      // A component that throws inside a Suspense boundary (a remote slot) is rendered as that
      // boundary's fallback, and the browser renders it again on its own.
      onError: (error) => {
        failed = true;
        console.error('Error al mostrar una página en el servidor:', error);
      },
    });
    setTimeout(() => stream.abort(new Error('render timeout')), 2000);
  });
}
