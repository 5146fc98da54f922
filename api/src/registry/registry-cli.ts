// The operator's registry tool (`npm run registry -- …`, see docs/operations.md). It checks every build a
// registry file names before visitors get it, and changes the file only with builds that pass,
// atomically, so the running server (which re-reads the file on each page) never sees a bad one.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { checkEntry, checkRegistry, readShellShared, routeConflicts, type EntryResult } from './registry-check.ts';
import { parseRegistry, registryFor, writeRegistryFile, type RegistryFile } from './registry.ts';

const USAGE = `Uso:
  npm run registry -- check [fichero]
  npm run registry -- set <cliente|default> <remoto> <url-del-mf-manifest.json> [--percent N]
  npm run registry -- unset <cliente> <remoto>

  check   comprueba cada compilación del registro: que su manifiesto responde, que expone cada
          módulo que nombran sus rutas, que el shell ofrece los paquetes compartidos que necesita
          y que ninguna página la declaran dos remotos.
  set     hace las mismas comprobaciones con la compilación nueva y, si pasa, la escribe en el
          registro. Con --percent N (1–99) solo el N % de los visitantes de ese cliente la recibe
          (canario); el resto sigue con la de por defecto.
  unset   retira la compilación propia de un cliente (o el canario): todos sus visitantes vuelven
          a la de por defecto en su próxima carga.

Opciones: --file <registro> (por defecto REMOTES_FILE o api/config/remotes.json),
          --shell <mf-manifest.json del shell: fichero o URL> (por defecto SHELL_DIST o shell/dist).`;

const ROOT = path.resolve(import.meta.dirname, '../../..');
// npm runs scripts from the repository root; paths the operator types are relative to where they were.
const fromCaller = (file: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
const fromRoot = (file: string) => path.resolve(ROOT, file);

class UsageError extends Error {}

function readRegistryFile(file: string, { missingIsEmpty }: { missingIsEmpty: boolean }): RegistryFile {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    if (missingIsEmpty) return { default: {}, customers: {} };
    throw new UsageError(`No existe el registro ${file}.`);
  }
  try {
    return parseRegistry(text);
  } catch (error) {
    throw new UsageError(`El registro ${file} no es válido: ${error instanceof Error ? error.message : String(error)}`);
  }
}

// A build registered under the wrong name can clash on dozens of pages: the first few say enough.
function printConflicts(conflicts: readonly string[]): void {
  for (const conflict of conflicts.slice(0, 5)) console.log(`  ✘ ${conflict}`);
  if (conflicts.length > 5) console.log(`  ✘ … y ${conflicts.length - 5} páginas más que declaran dos remotos`);
}

function printEntry(result: EntryResult): void {
  const pages = result.routes.length === 1 ? '1 página' : `${result.routes.length} páginas`;
  if (result.problems.length === 0) console.log(`  ✔ ${result.where} · ${result.remote} · ${result.url} (${pages})`);
  else console.log(`  ✘ ${result.where} · ${result.remote} · ${result.url}\n${result.problems.map((problem) => `      - ${problem}`).join('\n')}`);
}

async function check(file: string, shell: string): Promise<number> {
  const registry = readRegistryFile(file, { missingIsEmpty: false });
  const provided = await readShellShared(shell);
  console.log(`Registro ${file}`);
  const { entries, conflicts } = await checkRegistry(registry, provided);
  entries.forEach(printEntry);
  printConflicts(conflicts);
  const failed = entries.filter((entry) => entry.problems.length > 0).length + conflicts.length;
  console.log(failed === 0 ? `Todo correcto: ${entries.length} compilaciones.` : `${failed} problema(s): corríjalos antes de servir este registro.`);
  return failed === 0 ? 0 : 1;
}

const CUSTOMER = /^[A-Za-z0-9_-]{1,40}$/;
const REMOTE = /^[a-z][a-z0-9_-]{0,40}$/;

async function set(file: string, shell: string, target: string, remote: string, url: string, percent: number): Promise<number> {
  if (!CUSTOMER.test(target)) throw new UsageError(`«${target}» no es un cliente (o «default»).`);
  if (!REMOTE.test(remote)) throw new UsageError(`«${remote}» no es un nombre de remoto.`);
  if (target === 'default' && percent !== 100) throw new UsageError('Un canario (--percent) es siempre para un cliente, no para «default».');
  const registry = readRegistryFile(file, { missingIsEmpty: true });
  const next: RegistryFile = structuredClone(registry);
  if (target === 'default') next.default[remote] = url;
  else next.customers[target] = { ...next.customers[target], [remote]: { url, percent } };
  // The new registry is checked whole (it must parse), the new build fully, and the pages of the
  // visitors it reaches against the other remotes they get.
  parseRegistry(JSON.stringify(next));

  const provided = await readShellShared(shell);
  const where = target === 'default' ? 'default' : `customers.${target}`;
  const result = await checkEntry(where, remote, url, provided);
  const visitor = target === 'default' ? next.default : registryFor(next, target, -1);
  const others = await Promise.all(
    Object.entries(visitor).filter(([name]) => name !== remote).map(([name, other]) => checkEntry(where, name, other, provided)),
  );
  const conflicts = routeConflicts(visitor, [result, ...others]);
  printEntry(result);
  printConflicts(conflicts);
  for (const other of others.filter((entry) => entry.routes.length === 0 && entry.problems.length > 0)) {
    console.log(`  ! no se pudo leer ${other.remote} (${other.url}) para comprobar que no comparte páginas con la compilación nueva`);
  }
  if (result.problems.length > 0 || conflicts.length > 0) {
    console.log(`No se cambió el registro: la compilación de «${remote}» no se puede servir.`);
    return 1;
  }
  writeRegistryFile(file, next);
  const who = target === 'default' ? 'todos los clientes sin compilación propia' : percent === 100 ? `todos los visitantes del cliente ${target}` : `el ${percent} % de los visitantes del cliente ${target} (el resto sigue con la de por defecto)`;
  console.log(`Registro ${file} actualizado: «${remote}» → ${url} para ${who}, desde su próxima carga.`);
  return 0;
}

function unset(file: string, target: string, remote: string): number {
  const registry = readRegistryFile(file, { missingIsEmpty: false });
  if (!registry.customers[target]?.[remote]) {
    console.log(`El cliente ${target} no tiene compilación propia de «${remote}»: no hay nada que retirar.`);
    return 0;
  }
  delete registry.customers[target][remote];
  if (Object.keys(registry.customers[target]).length === 0) delete registry.customers[target];
  writeRegistryFile(file, registry);
  console.log(`Registro ${file} actualizado: los visitantes del cliente ${target} vuelven a «${remote}» por defecto (${registry.default[remote] ?? 'sin compilación por defecto'}) en su próxima carga.`);
  return 0;
}

/** Runs the tool with the given arguments; answers the exit code (0 done, 1 refused or failed, 2 usage). */
export async function runRegistryTool(args: string[]): Promise<number> {
  try {
    let parsed;
    try {
      parsed = parseArgs({
        args,
        allowPositionals: true,
        options: { file: { type: 'string' }, shell: { type: 'string' }, percent: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
      });
    } catch (error) {
      throw new UsageError(`${(error as Error).message}\n\n${USAGE}`);
    }
    const { values, positionals } = parsed;
    const [command, ...rest] = positionals;
    const file = values.file ? fromCaller(values.file) : fromRoot(process.env.REMOTES_FILE?.trim() || 'api/config/remotes.json');
    const shell = values.shell ?? path.join(fromRoot(process.env.SHELL_DIST?.trim() || 'shell/dist'), 'mf-manifest.json');
    if (values.help || !command) {
      console.log(USAGE);
      return values.help ? 0 : 2;
    }
    if (command === 'check' && rest.length <= 1) return await check(rest[0] ? fromCaller(rest[0]) : file, shell);
    if (command === 'set' && rest.length === 3) {
      const percent = values.percent === undefined ? 100 : Number(values.percent);
      if (!Number.isInteger(percent) || percent < 1 || percent > 100) throw new UsageError('--percent debe ser un número entero de 1 a 100.');
      return await set(file, shell, rest[0]!, rest[1]!, rest[2]!, percent);
    }
    if (command === 'unset' && rest.length === 2) return unset(file, rest[0]!, rest[1]!);
    throw new UsageError(USAGE);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return error instanceof UsageError ? 2 : 1;
  }
}

if (import.meta.filename === process.argv[1]) process.exitCode = await runRegistryTool(process.argv.slice(2));
