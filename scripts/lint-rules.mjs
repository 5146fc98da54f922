// The project's own lint rules (eslint.config.mjs turns them on). Cheap checks of conventions the
// docs/conventions.md writes down.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { noForeignPagePath } from './no-foreign-page-path.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The top-level folder (a workspace, or scripts/) a file lives in; '' for files at the root. */
function roomOf(file) {
  const relative = path.relative(ROOT, file);
  return relative.includes(path.sep) ? relative.split(path.sep)[0] : '';
}

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const PASCAL = /^[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]*)*$/;
// Folders made by tools, never named by us.
const GENERATED_FOLDERS = new Set(['node_modules', 'dist', '.federation', '__mocks__']);

/** Names a file exports as values: `export function X`, `export const X`, `export class X`, `export default function X`. */
function exportedNames(program) {
  const names = [];
  for (const node of program.body) {
    const declaration = node.type === 'ExportNamedDeclaration' || node.type === 'ExportDefaultDeclaration' ? node.declaration : null;
    if (!declaration) continue;
    if (declaration.id?.name) names.push(declaration.id.name);
    for (const item of declaration.declarations ?? []) if (item.id?.name) names.push(item.id.name);
  }
  return names;
}

const fileName = {
  meta: {
    type: 'suggestion',
    docs: { description: 'PascalCase for a file named after the React component it exports, kebab-case for every other file and folder' },
    schema: [],
  },
  create(context) {
    return {
      Program(program) {
        const file = context.filename;
        const relative = path.relative(ROOT, file);
        const folders = path.dirname(relative).split(path.sep).filter((part) => part !== '.');
        const badFolder = folders.find((part) => !GENERATED_FOLDERS.has(part) && !KEBAB.test(part));
        if (badFolder) context.report({ node: program, message: `Folder '${badFolder}' should be kebab-case.` });

        // 'blog.routes.test.ts' → ['blog', 'routes', 'test']; the first part carries the convention.
        const parts = path.basename(file).replace(/\.(d\.ts|tsx?|mjs|cjs|js)$/, '').split('.');
        const [stem, ...roles] = parts;
        if (!roles.every((role) => KEBAB.test(role))) {
          context.report({ node: program, message: `'${path.basename(file)}': the parts after the first dot should be kebab-case.` });
        }
        const isTest = roles.includes('test');
        if (PASCAL.test(stem)) {
          // A component's own file, or its test beside it.
          const owner = isTest ? ['.tsx', '.ts'].some((ext) => existsSync(path.join(path.dirname(file), stem + ext))) : exportedNames(program).includes(stem);
          if (!owner) {
            context.report({
              node: program,
              message: isTest
                ? `'${path.basename(file)}' tests no '${stem}.tsx' beside it: name the test after its file, or kebab-case.`
                : `PascalCase names a file after the React component it exports; '${path.basename(file)}' exports no '${stem}'. Use kebab-case.`,
            });
          }
          return;
        }
        if (!KEBAB.test(stem)) {
          context.report({ node: program, message: `'${path.basename(file)}' should be kebab-case (or PascalCase, named after the component it exports).` });
          return;
        }
        if (file.endsWith('.tsx') && !isTest) {
          const components = exportedNames(program).filter((name) => PASCAL.test(name));
          if (components.length === 1) {
            context.report({ node: program, message: `'${path.basename(file)}' exports one component, ${components[0]}: name the file ${components[0]}.tsx.` });
          }
        }
      },
    };
  },
};

const noCrossWorkspaceImport = {
  meta: {
    type: 'problem',
    docs: { description: 'A workspace reaches another only through its package name, never through a relative path' },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const room = roomOf(file);
    function check(node, source) {
      if (!room || typeof source !== 'string' || !source.startsWith('.')) return;
      const target = roomOf(path.resolve(path.dirname(file), source));
      // Files at the root (package.json) are the repository's own settings, not another room's code.
      if (target && target !== room) {
        context.report({
          node,
          message: `'${source}' reaches into ${target}/ from ${room}/: import it through its package (@portal/shared/…, @portal/contract, @portal/pages, @portal/ui) instead.`,
        });
      }
    }
    const literal = (node) => (node?.type === 'Literal' ? node.value : undefined);
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => check(node, literal(node.source)),
      CallExpression(node) {
        const callee = node.callee;
        const name = callee.type === 'Identifier' ? callee.name : callee.type === 'MemberExpression' ? `${callee.object.name}.${callee.property.name}` : '';
        if (['require', 'require.resolve', 'jest.mock', 'jest.requireActual'].includes(name)) check(node, literal(node.arguments[0]));
      },
    };
  },
};

// The packages every container builds with; a package that imported a container would make a
// cycle, and would bundle one container's code into the others.
const PACKAGE_ROOMS = new Set(['contract', 'pages', 'shared', 'ui']);

const noContainerImportInPackage = {
  meta: {
    type: 'problem',
    docs: { description: 'A package (@portal/contract, pages, shared, ui) never imports a container; containers import packages' },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    // A package's own tests may read the containers (the catalogue checks read every container's texts).
    if (!PACKAGE_ROOMS.has(roomOf(file)) || /\.test\.tsx?$/.test(file)) return {};
    const check = (node, source) => {
      if (typeof source === 'string' && /^(shell|mfe-[a-z-]+)(\/|$)/.test(source)) {
        context.report({ node, message: `'${source}' is a container: ${roomOf(file)}/ is a package every container builds with, and imports none of them.` });
      }
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => check(node, node.source.type === 'Literal' ? node.source.value : undefined),
    };
  },
};

export const portalRules = {
  rules: { 'file-name': fileName, 'no-cross-workspace-import': noCrossWorkspaceImport, 'no-container-import-in-package': noContainerImportInPackage, 'no-foreign-page-path': noForeignPagePath },
};
