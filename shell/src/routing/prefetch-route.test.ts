import { requestedRemotes } from '@portal/shared/testing/federation-runtime-mock';
import { setBoot } from '@portal/shared/testing/boot';
import { prefetchRouteRemote } from './prefetch-route';

const title = { es: 'Página' };

beforeEach(() => {
  requestedRemotes.length = 0;
  // The routes the portal server writes into the hosting page, from the remotes' published tables.
  setBoot({
    routes: [
      { path: '/blog-grid/', module: './BlogListPage', remote: 'blog', title },
      { path: '/blog-details/:id', module: './PostDetailPage', remote: 'blog', title },
      { path: '/page/*', module: './DynamicPage', remote: 'blog', title },
      { path: '/typography', module: './TypographyPage', remote: 'template', title },
      { path: '/procedures', module: './ProceduresPage', remote: 'procedures', title },
      { path: '/contact', module: './ContactPage', remote: 'contact', title },
    ],
  });
});

test('a remote page starts loading its remote module straight away, trailing slash or not', () => {
  prefetchRouteRemote('/blog-details/3');
  prefetchRouteRemote('/page/servicios/agua');
  prefetchRouteRemote('/typography');
  prefetchRouteRemote('/blog-grid');
  prefetchRouteRemote('/procedures/');
  expect(requestedRemotes).toEqual(['blog/PostDetailPage', 'blog/DynamicPage', 'template/TypographyPage', 'blog/BlogListPage', 'procedures/ProceduresPage']);
});

test('a page of the shell itself, or an unknown path, loads no remote', () => {
  prefetchRouteRemote('/');
  prefetchRouteRemote('/404');
  prefetchRouteRemote('/no-such-page');
  prefetchRouteRemote('/blog-details');
  prefetchRouteRemote('/blog-details/1/extra');
  expect(requestedRemotes).toEqual([]);
});

test('asking twice for the same page loads its module once', () => {
  prefetchRouteRemote('/contact');
  prefetchRouteRemote('/contact');
  expect(requestedRemotes).toEqual(['contact/ContactPage']);
});
