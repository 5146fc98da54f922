import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { exposesOf, mergeRouteTables, paramsListed, parseRouteTable, publishedTable, routeTableOfManifest, type RouteEntry } from '../src/route-table.ts';
import { routeTitle } from '../src/page-title.ts';

const page = (path: string, module = './Page', extra: Partial<RouteEntry> = {}): RouteEntry => ({ path, module, title: { es: 'Página' }, ...extra });

describe('a container route table', () => {
  test('a good table has no errors, and its exposes are its pages and widgets', () => {
    const table = parseRouteTable({
      routes: [page('/news/', './NewsPage'), page('/news/:id', './StoryPage'), page('/story/:slug', './StoryPage'), page('/legal', './Legal', { source: './src/legal/Legal.tsx' })],
      widgets: { './HomeNews': './src/widgets/HomeNews.tsx' },
    });
    assert.deepEqual(table.errors, []);
    assert.deepEqual(exposesOf(table), {
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
        page('/s', './S', { serverCheck: 'Bad Name', siteConfig: 'no' as never }),
        page('/good', './Good'),
      ],
    });
    assert.deepEqual(table.routes.map((route) => route.path), ['/good']);
    assert.equal(table.errors[4]?.startsWith('routes[4].path «/bad segment»: el tramo «bad segment» no es válido'), true);
    assert.deepEqual(table.errors.filter((_, index) => index !== 4), [
      'routes[0].path «no-slash»: debe empezar por «/» y no tener «//»',
      'routes[1].path «/a//b»: debe empezar por «/» y no tener «//»',
      'routes[2].path «/a/*/b»: «*» solo puede ser el último tramo',
      'routes[3].path «/x/:id/:id»: el parámetro :id aparece dos veces',
      'routes[5].module debe ser «./Nombre»',
      'routes[6].title.es es obligatorio (el título en español)',
      'routes[7].colour: campo desconocido',
      'routes[8].siteConfig debe ser true o false',
      'routes[8].serverCheck debe ser el nombre de una comprobación del servidor',
    ]);
  });

  test('two routes for the same paths are refused, whatever their case, slash or parameter names', () => {
    const table = parseRouteTable({ routes: [page('/news/:id'), page('/News/:slug/')] });
    assert.deepEqual(table.errors, ['routes[1].path «/News/:slug/» repite la ruta de routes[0]']);
  });

  test('one module built from two files is refused', () => {
    const table = parseRouteTable({ routes: [page('/a', './Page'), page('/b', './Page', { source: './src/other/Page.tsx' })] });
    assert.deepEqual(exposesOf(table).errors, ['./Page se construye desde dos ficheros: ./src/pages/Page.tsx y ./src/other/Page.tsx']);
  });
});

describe('a published route table', () => {
  test('is read back from the manifest without the build-only sources', () => {
    const table = parseRouteTable({ routes: [page('/legal', './Legal', { source: './src/legal/Legal.tsx', siteConfig: false })], widgets: { './Widget': './src/Widget.tsx' } });
    const read = routeTableOfManifest({ metaData: { portal: publishedTable(table) } });
    assert.deepEqual(read, { routes: [{ path: '/legal', module: './Legal', title: { es: 'Página' }, siteConfig: false }], widgets: ['./Widget'], errors: [] });
  });

  test('a manifest without a table, or with a newer format, yields no routes and says why', () => {
    assert.match(routeTableOfManifest({ metaData: {} }).errors[0]!, /no publica tabla de rutas/);
    assert.deepEqual(routeTableOfManifest({ metaData: { portal: { routeTableVersion: 2, routes: [] } } }).errors, ['formato de tabla de rutas 2 no admitido (se admite 1)']);
  });
});

test('merging tables marks each route with its remote and keeps the first owner of a shared path', () => {
  const merged = mergeRouteTables([
    { remote: 'blog', routes: [page('/news'), page('/post/:slug')] },
    { remote: 'other', routes: [page('/post/:id'), page('/other')] },
  ]);
  assert.deepEqual(merged.routes.map((route) => `${route.remote} ${route.path}`), ['blog /news', 'blog /post/:slug', 'other /other']);
  assert.deepEqual(merged.conflicts, ['/post/:id lo declaran blog y other; se queda con blog']);
});

test('a title is shown in the asked language, in Spanish when the table has none in it', () => {
  assert.equal(routeTitle({ es: 'Noticias', en: 'News' }, 'en'), 'News');
  assert.equal(routeTitle({ es: 'Noticias' }, 'en'), 'Noticias');
  assert.equal(routeTitle({ es: 'Noticias', en: 'News' }), 'Noticias');
});

describe("a route's listed parameter values", () => {
  const demo = page('/service-details/:slug', './Service', { params: { slug: ['ui-ux-design', 'seo'] } });

  test('a value the route lists passes, in any case; any other is not listed', () => {
    assert.deepEqual(parseRouteTable({ routes: [demo] }).errors, []);
    assert.equal(paramsListed(demo, { slug: 'seo' }), true);
    assert.equal(paramsListed(demo, { slug: 'UI-UX-Design' }), true);
    assert.equal(paramsListed(demo, { slug: 'x' }), false);
    assert.equal(paramsListed(page('/team/:slug'), { slug: 'anyone' }), true);
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
    assert.deepEqual(table.routes, []);
    assert.deepEqual(table.errors, [
      'routes[0].params.id: la ruta no tiene el parámetro :id',
      'routes[1].params.slug debe ser una lista de valores no vacíos',
      'routes[2].params debe ser un objeto { "parámetro": ["valor", …] }',
      'routes[3].ownNotFound debe ser true o false',
    ]);
  });
});
