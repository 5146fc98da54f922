import { memo, useSyncExternalStore, type ReactNode } from 'react';
// The Node build: jsdom has no TextEncoder, which the browser build of the server renderer needs.
import { renderToString } from 'react-dom/server.node';
import { hydrateRoot } from 'react-dom/client';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockRemotes, registered } from '../testing/federation-runtime-mock';
import { RemotePage, RemoteSlot, rememberRemoteComponent } from './RemoteSlot';
import { registerRegistry } from './registry';
import { remoteUnavailable } from './unavailable';

let consoleError: jest.SpyInstance;
beforeEach(() => {
  mockRemotes.clear();
  registered.length = 0;
  registerRegistry({ news: 'http://localhost:9/mf-manifest.json', contact: 'http://localhost:10/mf-manifest.json' });
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

function Page({ who }: { who?: string }) {
  return <h1>Hola {who}</h1>;
}
const PAGE_PROPS = { who: 'vecino' };

// The call a remote built against @portal/shared 2.2 still makes (remote and module apart, props
// untyped): the page runs the shell's copy, so it must keep working. The slot's loading and failure
// are tested through it, for a remote 'news' outside the widget map.
const LegacySlot = RemoteSlot as unknown as (slot: { remote: string; module: string; props?: Record<string, unknown>; loading?: ReactNode }) => ReactNode;

test('a widget of the map renders with the props the map gives it', async () => {
  mockRemotes.set('contact/PageFeedback', { default: ({ kind, id }: { kind: string; id: number }) => <p>Opinión sobre {kind} {id}</p> });
  render(<RemoteSlot widget="contact/PageFeedback" props={{ kind: 'post', id: 7 }} />);
  expect(await screen.findByText('Opinión sobre post 7')).toBeInTheDocument();
});

test('a page of a route table renders from its remote and module names', async () => {
  mockRemotes.set('news/Page', { default: Page });
  render(<RemotePage remote="news" module="./Page" />);
  expect(await screen.findByRole('heading', { name: /^Hola/ })).toBeInTheDocument();
});
const LOADING = <p>Loading...</p>;

test('renders the exposed component with its props', async () => {
  mockRemotes.set('news/Page', { default: Page });
  render(<LegacySlot remote="news" module="./Page" props={{ who: 'vecino' }} loading={<p>Loading...</p>} />);
  expect(await screen.findByRole('heading', { name: 'Hola vecino' })).toBeInTheDocument();
});

test('a remote that cannot load shows the Spanish fallback, and Reintentar loads it again', async () => {
  mockRemotes.set('news/Down', remoteUnavailable('news/Down', 'connection refused'));
  render(<LegacySlot remote="news" module="./Down" />);
  expect(await screen.findByRole('alert')).toHaveTextContent('Este servicio no está disponible en este momento.');

  mockRemotes.set('news/Down', { default: Page });
  await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
  expect(await screen.findByRole('heading', { name: /Hola/ })).toBeInTheDocument();
  // The retry re-registered the remote so the runtime forgets its failed load.
  expect(registered.some((r) => r.name === 'news')).toBe(true);
});

test('a remote that throws while rendering is contained in its slot', async () => {
  function Broken(): never {
    throw new Error('boom');
  }
  mockRemotes.set('news/Broken', { default: Broken });
  render(
    <>
      <p>Resto de la página</p>
      <LegacySlot remote="news" module="./Broken" />
    </>,
  );
  expect(await screen.findByRole('alert')).toHaveTextContent('no está disponible');
  expect(screen.getByText('Resto de la página')).toBeInTheDocument();
});

test('a load that rejects outright also ends in the fallback', async () => {
  mockRemotes.set('news/Gone', new Error('404'));
  await act(async () => {
    render(<LegacySlot remote="news" module="./Gone" />);
  });
  expect(await screen.findByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
});

test('a remote may expose a memo() component, which is an object rather than a function', async () => {
  mockRemotes.set('news/Memo', { default: memo(Page) });
  render(<LegacySlot remote="news" module="./Memo" props={{ who: 'memo' }} />);
  expect(await screen.findByRole('heading', { name: 'Hola memo' })).toBeInTheDocument();
});

test('a module without a default export is treated as unavailable', async () => {
  mockRemotes.set('news/Empty', { somethingElse: 1 });
  render(<LegacySlot remote="news" module="./Empty" />);
  expect(await screen.findByRole('alert')).toHaveTextContent('no está disponible');
});

/**
 * Server-renders a frame holding a slot, then hydrates it. The frame reads a value only the
 * browser knows, so React renders it again right after hydrating it: before the slot's own
 * boundary, which React hydrates later. Answers the recoverable errors React reported (#421 when
 * the boundary took an update before it was hydrated) and the server's element for `selector`
 * with the one in the page after hydrating.
 */
async function hydrateFrameAround(module: string, selector: string) {
  const subscribe = () => () => undefined;
  function Frame() {
    const where = useSyncExternalStore(subscribe, () => 'browser', () => 'server');
    return (
      <div data-where={where}>
        <LegacySlot remote="news" module={module} props={PAGE_PROPS} loading={LOADING} />
      </div>
    );
  }
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Frame />);
  document.body.append(container);
  const fromServer = container.querySelector(selector);
  const recoverable: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, <Frame />, { onRecoverableError: (error) => recoverable.push(error) });
  });
  expect(container.querySelector('div')).toHaveAttribute('data-where', 'browser');
  const afterHydration = container.querySelector(selector);
  container.remove();
  return { recoverable, fromServer, afterHydration };
}

test('a server-rendered page keeps its HTML when the frame around it renders again while it hydrates', async () => {
  rememberRemoteComponent('news', './Page', Page);
  const { recoverable, fromServer, afterHydration } = await hydrateFrameAround('./Page', 'h1');
  expect(recoverable).toEqual([]);
  // The same element: React took over the server's HTML instead of replacing it.
  expect(fromServer).not.toBeNull();
  expect(afterHydration).toBe(fromServer);
});

test('a slot the server left loading keeps its placeholder while it hydrates and its module is on its way', async () => {
  // A widget inside a page: the server did not load its module, so it rendered the placeholder.
  mockRemotes.set('news/Widget', new Promise(() => undefined));
  const { recoverable, fromServer, afterHydration } = await hydrateFrameAround('./Widget', 'p');
  expect(recoverable).toEqual([]);
  expect(fromServer).toHaveTextContent('Loading...');
  expect(afterHydration).toBe(fromServer);
});

test('a widget name or props the map does not have fail the typecheck (npm run typecheck checks these lines)', () => {
  const neverCalled = () => [
    // @ts-expect-error: no remote exposes this widget
    RemoteSlot({ widget: 'contact/ContactPage' }),
    // @ts-expect-error: PageFeedback needs its page's kind and id
    RemoteSlot({ widget: 'contact/PageFeedback' }),
    // @ts-expect-error: a kind the feedback does not know
    RemoteSlot({ widget: 'contact/PageFeedback', props: { kind: 'office', id: 1 } }),
    // @ts-expect-error: PostBody takes its html as a string
    RemoteSlot({ widget: 'blog/PostBody', props: { html: 1 } }),
    // @ts-expect-error: a widget without props takes none
    RemoteSlot({ widget: 'blog/LatestStories', props: { count: 3 } }),
    RemoteSlot({ widget: 'blog/LatestStories' }),
  ];
  expect(typeof neverCalled).toBe('function');
});
