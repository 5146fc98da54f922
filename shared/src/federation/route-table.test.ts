import { exposesOf, matchRoute, mergeRouteTables, paramsListed, parseRouteTable, publishedTable, routeTableOfManifest, routeTitle, type RouteEntry } from './route-table.cjs';

const page = (path: string, module = './Page', extra: Partial<RouteEntry> = {}): RouteEntry => ({ path, module, title: { es: 'Página' }, ...extra });

describe('a container route table', () => {
  test('a good table has no errors, and its exposes are its pages and widgets', () => {
    const table = parseRouteTable({
      routes: [page('/news/', './NewsPage'), page('/news/:id', './StoryPage'), page('/story/:slug', './StoryPage'), page('/legal', './Legal', { source: './src/legal/Legal.tsx' })],
      widgets: { './HomeNews': './src/widgets/HomeNews.tsx' },
    });
    expect(table.errors).toEqual([]);
    expect(exposesOf(table)).toEqual({
      exposes: {
        './HomeNews': './src/widgets/HomeNews.tsx',
        './NewsPage': './src/pages/NewsPage.tsx',
        './StoryPage': './src/pages/StoryPage.tsx',
        './Legal': './src/legal/Legal.tsx',
      },
      errors: [],
    });
  });

  test('each broken route is named with what is wrong, and only the good ones are kept', () => {
    const table = parseRouteTable({
      routes: [
        page('no-slash'),
        page('/a//b'),
        page('/a/*/b'),
        page('/x/:id/:id'),
        page('/bad segment'),
        page('/ok', 'Page'),
        { path: '/t', module: './T', title: { en: 'Only English' } },
        { ...page('/u'), colour: 'red' },
        page('/good', './Good'),
      ],
    });
    expect(table.routes.map((route) => route.path)).toEqual(['/good']);
    expect(table.errors).toEqual([
      'routes[0].path «no-slash»: debe empezar por «/» y no tener «//»',
      'routes[1].path «/a//b»: debe empezar por «/» y no tener «//»',
      'routes[2].path «/a/*/b»: «*» solo puede ser el último tramo',
      'routes[3].path «/x/:id/:id»: el parámetro :id aparece dos veces',
      expect.stringContaining('routes[4].path «/bad segment»: el tramo «bad segment» no es válido'),
      'routes[5].module debe ser «./Nombre»',
      'routes[6].title.es es obligatorio (el título en español)',
      'routes[7].colour: campo desconocido',
    ]);
  });

  test('two routes for the same paths are refused, whatever their case, slash or parameter names', () => {
    const table = parseRouteTable({ routes: [page('/news/:id'), page('/News/:slug/')] });
    expect(table.errors).toEqual(['routes[1].path «/News/:slug/» repite la ruta de routes[0]']);
  });

  test('one module built from two files is refused', () => {
    const table = parseRouteTable({ routes: [page('/a', './Page'), page('/b', './Page', { source: './src/other/Page.tsx' })] });
    expect(exposesOf(table).errors).toEqual(['./Page se construye desde dos ficheros: ./src/pages/Page.tsx y ./src/other/Page.tsx']);
  });
});

describe('a published route table', () => {
  test('is read back from the manifest without the build-only sources', () => {
    const table = parseRouteTable({ routes: [page('/legal', './Legal', { source: './src/legal/Legal.tsx', siteConfig: false })], widgets: { './Widget': './src/Widget.tsx' } });
    const read = routeTableOfManifest({ metaData: { portal: publishedTable(table) } });
    expect(read).toEqual({ routes: [{ path: '/legal', module: './Legal', title: { es: 'Página' }, siteConfig: false }], widgets: ['./Widget'], errors: [] });
  });

  test('a manifest without a table, or with a newer format, yields no routes and says why', () => {
    expect(routeTableOfManifest({ metaData: {} }).errors).toEqual([expect.stringContaining('no publica tabla de rutas')]);
    expect(routeTableOfManifest({ metaData: { portal: { routeTableVersion: 2, routes: [] } } }).errors).toEqual(['formato de tabla de rutas 2 no admitido (se admite 1)']);
  });
});

describe('matching a path', () => {
  const routes = [page('/'), page('/blog-grid/'), page('/post/:slug'), page('/page/*'), page('/page/about'), page('/admin/*'), page('/admin/users/:id')];
  const match = (pathname: string) => {
    const found = matchRoute(routes, pathname);
    return found && { path: found.route.path, params: found.params };
  };

  test('a static path matches with or without its trailing slash, in any case', () => {
    expect(match('/blog-grid')).toEqual({ path: '/blog-grid/', params: {} });
    expect(match('/Blog-Grid/')).toEqual({ path: '/blog-grid/', params: {} });
    expect(match('/')).toEqual({ path: '/', params: {} });
  });

  test('a parameter takes one segment, no more and no less', () => {
    expect(match('/post/una-noticia')).toEqual({ path: '/post/:slug', params: { slug: 'una-noticia' } });
    expect(match('/post')).toBeNull();
    expect(match('/post/a/b')).toBeNull();
  });

  test('a final * takes every sub-path, the prefix itself included, as react-router does', () => {
    expect(match('/admin')).toEqual({ path: '/admin/*', params: { '*': '' } });
    expect(match('/admin/settings/mail')).toEqual({ path: '/admin/*', params: { '*': 'settings/mail' } });
  });

  test('the most specific route wins, whatever the order', () => {
    expect(match('/page/about')?.path).toBe('/page/about');
    expect(match('/page/servicios/agua')?.path).toBe('/page/*');
    expect(match('/admin/users/7')).toEqual({ path: '/admin/users/:id', params: { id: '7' } });
  });

  test('an unknown path matches nothing', () => {
    expect(match('/no-such-page')).toBeNull();
    expect(match('/blog-grid/extra')).toBeNull();
  });
});

test('merging tables marks each route with its remote and keeps the first owner of a shared path', () => {
  const merged = mergeRouteTables([
    { remote: 'blog', routes: [page('/news'), page('/post/:slug')] },
    { remote: 'other', routes: [page('/post/:id'), page('/other')] },
  ]);
  expect(merged.routes.map((route) => `${route.remote} ${route.path}`)).toEqual(['blog /news', 'blog /post/:slug', 'other /other']);
  expect(merged.conflicts).toEqual(['/post/:id lo declaran blog y other; se queda con blog']);
});

test('a title is shown in the asked language, in Spanish when the table has none in it', () => {
  expect(routeTitle({ es: 'Noticias', en: 'News' }, 'en')).toBe('News');
  expect(routeTitle({ es: 'Noticias' }, 'en')).toBe('Noticias');
  expect(routeTitle({ es: 'Noticias', en: 'News' })).toBe('Noticias');
});

describe("a route's listed parameter values", () => {
  const demo = page('/service-details/:slug', './Service', { params: { slug: ['ui-ux-design', 'seo'] } });

  test('a value the route lists passes, in any case; any other is not listed', () => {
    expect(parseRouteTable({ routes: [demo] }).errors).toEqual([]);
    expect(paramsListed(demo, { slug: 'seo' })).toBe(true);
    expect(paramsListed(demo, { slug: 'UI-UX-Design' })).toBe(true);
    expect(paramsListed(demo, { slug: 'x' })).toBe(false);
    expect(paramsListed(page('/team/:slug'), { slug: 'anyone' })).toBe(true);
  });

  test('a list for a parameter the path does not have, an empty list, or an ownNotFound that is not a boolean is refused', () => {
    const table = parseRouteTable({
      routes: [
        page('/a/:slug', './A', { params: { id: ['1'] } }),
        page('/b/:slug', './B', { params: { slug: [] } }),
        page('/c/:slug', './C', { params: ['x'] as never }),
        page('/d/:id', './D', { ownNotFound: 'yes' as never }),
      ],
    });
    expect(table.routes).toEqual([]);
    expect(table.errors).toEqual([
      'routes[0].params.id: la ruta no tiene el parámetro :id',
      'routes[1].params.slug debe ser una lista de valores no vacíos',
      'routes[2].params debe ser un objeto { "parámetro": ["valor", …] }',
      'routes[3].ownNotFound debe ser true o false',
    ]);
  });
});
