// Reads a container's route table (src/routes.json) at build time: the build stops with every
// problem listed when the table is wrong or names a page file that does not exist, so a typo never
// reaches the portal. A remote's exposes derive from the table (docs/architecture.md).
const fs = require('node:fs');
const path = require('node:path');
// The format and its checks are the page protocol's (@portal/pages, TypeScript loaded by Node's type stripping).
const { exposesOf, parseRouteTable, publishedTable } = require('@portal/pages/route-table');

const ROUTES_FILE = 'src/routes.json';

/**
 * The route table of the container in `dir`: its published form (for the manifest) and, for a
 * remote, its exposes. Throws with every problem found.
 */
function readContainerRoutes(dir, { remote }) {
  const file = path.join(dir, ROUTES_FILE);
  let raw;
  try {
    raw = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file}: no se pudo leer la tabla de rutas: ${error.message}`);
  }
  const table = parseRouteTable(raw);
  const { exposes, errors } = exposesOf(table);
  const problems = [...table.errors, ...errors];
  if (remote) {
    for (const source of new Set(Object.values(exposes))) {
      if (!fs.existsSync(path.join(dir, source))) problems.push(`${source} no existe`);
    }
  }
  if (problems.length > 0) throw new Error(`${file} tiene errores:\n  - ${problems.join('\n  - ')}`);
  return { published: publishedTable(table), exposes: remote ? exposes : {} };
}

module.exports = { readContainerRoutes, ROUTES_FILE };
