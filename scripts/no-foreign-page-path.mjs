// Lint rule portal/no-foreign-page-path: a container never writes the address of a page another
// container owns. It links through the page protocol's catalogue instead
// (`pages.siteSearch.href({ q })` from @portal/pages), so a page that moves is changed in its
// owner's src/routes.json and the catalogue, and the typecheck finds every link. Which container
// owns a path is read from the same route tables the builds publish, matched as the server and
// the router match them (react-router's matchRoutes). Tests are exempt: they name the address a
// person sees.
import path from 'node:path';
import { readContainerRoutes } from '@portal/tooling/container-routes.cjs';
import { matchPage } from '@portal/pages/match';
import { CONTAINERS, ROOT } from './containers.mjs';

// Addresses that are no page: the server's API, its static files and media.
const NOT_PAGES = ['/api/', '/djstatic/', '/djmedia/'];
// Where a lone '/' is a link (elsewhere it is a separator: split('/'), a cookie's path).
const LINK_NAMES = new Set(['to', 'href', 'action', 'navigate']);

let tables = null;
/** Every page of every container, each with its owner; read once per lint run. */
function allRoutes() {
  tables ??= CONTAINERS.flatMap((container) =>
    readContainerRoutes(container.dir, { remote: false }).published.routes.map((route) => ({ ...route, owner: container.name })),
  );
  return tables;
}

// @portal/ui is compiled into containers and owns no page: every page it names is another's.
const UI_SOURCES = path.join(ROOT, 'ui', 'src') + path.sep;

/** The container whose src/ holds `file` (@portal/ui's parts count as one that owns no page), or undefined. */
function containerOf(file) {
  if (file.startsWith(UI_SOURCES)) return { name: '@portal/ui' };
  return CONTAINERS.find((container) => file.startsWith(path.join(container.dir, 'src') + path.sep));
}

/** The path a literal names ('/buscar?q=' → '/buscar'; `/post/${id}` → '/post/x'), or null when it is none. */
function pathOf(text) {
  if (!text.startsWith('/') || text.startsWith('//')) return null;
  const pathname = text.split(/[?#]/)[0];
  if (NOT_PAGES.some((prefix) => pathname.startsWith(prefix))) return null;
  return pathname;
}

/** True when the node is where a link goes: <Link to="/">, navigate('/'), { href: '/' }. */
function inLinkPlace(node) {
  const parent = node.parent;
  if (parent?.type === 'JSXAttribute') return LINK_NAMES.has(parent.name.name);
  if (parent?.type === 'JSXExpressionContainer' && parent.parent?.type === 'JSXAttribute') return LINK_NAMES.has(parent.parent.name.name);
  if (parent?.type === 'Property' && parent.value === node) return LINK_NAMES.has(parent.key.name ?? parent.key.value);
  if (parent?.type === 'CallExpression' && parent.callee.type === 'Identifier') return LINK_NAMES.has(parent.callee.name);
  return false;
}

export const noForeignPagePath = {
  meta: {
    type: 'problem',
    docs: { description: "A container links to another container's page through the @portal/pages catalogue, never with a literal path" },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const own = containerOf(file);
    if (!own || /\.test\.tsx?$/.test(file) || file.includes(`${path.sep}testing${path.sep}`)) return {};

    function check(node, text) {
      const pathname = pathOf(text);
      if (pathname === null || (pathname === '/' && !inLinkPlace(node))) return;
      const match = matchPage(allRoutes(), pathname);
      if (!match || match.route.owner === own.name) return;
      context.report({
        node,
        message: `'${text}' is a page of ${match.route.owner} (${match.route.path}): link to it through the catalogue of @portal/pages (pages.<name>.href(…)), so its owner can move it.`,
      });
    }

    return {
      Literal(node) {
        if (typeof node.value !== 'string' || node.parent?.type === 'ImportDeclaration' || node.parent?.type === 'ExportNamedDeclaration' || node.parent?.type === 'ExportAllDeclaration' || node.parent?.type === 'ImportExpression') return;
        check(node, node.value);
      },
      TemplateLiteral(node) {
        // styled-components' CSS is no address.
        if (node.parent?.type === 'TaggedTemplateExpression') return;
        // Each interpolation stands for one value of a segment; `${origin}/page` is the page on a host.
        const parts = node.quasis.map((quasi) => quasi.value.cooked ?? quasi.value.raw);
        check(node, parts[0] === '' && parts[1]?.startsWith('/') ? parts.slice(1).join('x') : parts.join('x'));
      },
    };
  },
};
