import { requestedRemotes } from '../../../shared/src/testing/federation-runtime-mock';
import { prefetchRouteRemote } from './prefetch-route';

beforeEach(() => {
  requestedRemotes.length = 0;
});

test('a remote page starts loading its remote module straight away, trailing slash or not', () => {
  prefetchRouteRemote('/blog-details/3');
  prefetchRouteRemote('/page/servicios/agua');
  prefetchRouteRemote('/typography');
  prefetchRouteRemote('/blog-grid/');
  prefetchRouteRemote('/procedures/');
  expect(requestedRemotes).toEqual(['blog/PostDetailPage', 'blog/DynamicPage', 'template/TypographyPage', 'blog/BlogListPage', 'procedures/ProceduresPage']);
});

test('a page of the shell itself, or an unknown path, loads no remote', () => {
  prefetchRouteRemote('/');
  prefetchRouteRemote('/404');
  prefetchRouteRemote('/no-such-page');
  prefetchRouteRemote('/post');
  prefetchRouteRemote('/post/a/b');
  prefetchRouteRemote('/page');
  expect(requestedRemotes).toEqual([]);
});

test('asking twice for the same page loads its module once', () => {
  prefetchRouteRemote('/contact');
  prefetchRouteRemote('/contact');
  expect(requestedRemotes).toEqual(['contact/ContactPage']);
});
