// Builds the remote variants the browser tests serve (e2e/variants.json): each a copy of a remote's
// sources in e2e/.variants/<name>/, changed the way a team would change it, built with the same
// tooling. The copy is rebuilt when older than the remote's main build or than its overlay, so a
// variant never mixes an old build with new shared libraries.
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { NODE, ROOT } from './containers.mjs';

const E2E = path.join(ROOT, 'e2e');
export const VARIANTS_DIR = path.join(E2E, '.variants');

/** The variants: name → { from, port, stamp?, overlay?, sharedVersion? } (e2e/variants.json). */
export const VARIANTS = Object.fromEntries(Object.entries(JSON.parse(readFileSync(path.join(E2E, 'variants.json'), 'utf8'))).filter(([name]) => !name.startsWith('$')));

const newest = (dir) =>
  existsSync(dir) ? Math.max(0, ...readdirSync(dir, { recursive: true }).map((file) => statSync(path.join(dir, String(file))).mtimeMs)) : 0;
const builtAt = (dir) => (existsSync(path.join(dir, 'mf-manifest.json')) ? statSync(path.join(dir, 'mf-manifest.json')).mtimeMs : 0);

/** A version one minor above `version` (1.4.2 → 1.5.0). */
function nextMinor(version) {
  const [major, minor] = version.split('.').map(Number);
  return `${major}.${minor + 1}.0`;
}

// The copy's tsconfig points at the repository's shared settings by absolute path.
function copyRemote(from, dir) {
  for (const entry of ['package.json', 'tsconfig.json', 'webpack.config.cjs', 'src']) cpSync(path.join(ROOT, from, entry), path.join(dir, entry), { recursive: true });
  const tsconfig = path.join(dir, 'tsconfig.json');
  writeFileSync(tsconfig, readFileSync(tsconfig, 'utf8').replaceAll('"../', `"${ROOT}/`));
}

function applyOverlay(overlay, dir) {
  const source = path.join(E2E, overlay);
  const added = path.join(source, 'routes.add.json');
  if (existsSync(path.join(source, 'src'))) cpSync(path.join(source, 'src'), path.join(dir, 'src'), { recursive: true });
  if (existsSync(added)) {
    const routesFile = path.join(dir, 'src/routes.json');
    const table = JSON.parse(readFileSync(routesFile, 'utf8'));
    table.routes.push(...JSON.parse(readFileSync(added, 'utf8')));
    writeFileSync(routesFile, JSON.stringify(table, null, 2));
  }
}

// The copy resolves its own @portal/shared: the repository's, with a higher version. It sits
// beside node_modules and is linked in, so the build compiles it like the real workspace.
function useNewerShared(dir) {
  const shared = path.join(dir, 'portal-shared');
  cpSync(path.join(ROOT, 'shared/src'), path.join(shared, 'src'), { recursive: true });
  const pkg = JSON.parse(readFileSync(path.join(ROOT, 'shared/package.json'), 'utf8'));
  writeFileSync(path.join(shared, 'package.json'), JSON.stringify({ ...pkg, version: nextMinor(pkg.version) }, null, 2));
  mkdirSync(path.join(dir, 'node_modules/@portal'), { recursive: true });
  symlinkSync('../../portal-shared', path.join(dir, 'node_modules/@portal/shared'));
}

/** Builds every variant that is missing or older than what it is made from; exits on a failed build. */
export function buildVariants() {
  for (const [name, variant] of Object.entries(VARIANTS)) {
    const dir = path.join(VARIANTS_DIR, name);
    const inputs = Math.max(builtAt(path.join(ROOT, variant.from, 'dist')), variant.overlay ? newest(path.join(E2E, variant.overlay)) : 0);
    if (builtAt(path.join(dir, 'dist')) > inputs) continue;
    rmSync(dir, { recursive: true, force: true });
    copyRemote(variant.from, dir);
    if (variant.overlay) applyOverlay(variant.overlay, dir);
    if (variant.sharedVersion === 'next-minor') useNewerShared(dir);
    const started = Date.now();
    // Browser, then Node (dist/server/, for the server renderer), as scripts/build-all.mjs does.
    for (const target of [[], ['--env', 'server']]) {
      const build = spawnSync(NODE, [path.join(ROOT, 'node_modules/webpack-cli/bin/cli.js'), '--mode', 'production', ...target], {
        cwd: dir,
        stdio: 'inherit',
        env: { ...process.env, PORTAL_BUILD_STAMP: variant.stamp ?? '' },
      });
      if (build.status !== 0) {
        console.error(`La compilación de la variante ${name} falló.`);
        process.exit(build.status ?? 1);
      }
    }
    console.log(`built variant ${name} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) buildVariants();
