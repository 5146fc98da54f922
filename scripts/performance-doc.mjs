// The measuring scripts write their latest figures into docs/performance.md themselves, each in a
// section of its own between markers, so no figure there is ever typed by hand.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './containers.mjs';

export const PERFORMANCE_DOC = path.join(ROOT, 'docs/performance.md');

/** Replaces the section `name` (between its markers) with `markdown`, or adds it after the intro. */
export function writeFiguresSection(name, markdown) {
  const start = `<!-- figures:${name}:start (written by a script; do not edit) -->`;
  const end = `<!-- figures:${name}:end -->`;
  const block = `${start}\n${markdown.trim()}\n${end}`;
  const doc = existsSync(PERFORMANCE_DOC) ? readFileSync(PERFORMANCE_DOC, 'utf8') : '# Performance\n';
  const from = doc.indexOf(start.slice(0, start.indexOf(' (')));
  const to = doc.indexOf(end);
  let next;
  if (from >= 0 && to > from) {
    next = doc.slice(0, from) + block + doc.slice(to + end.length);
  } else {
    // New sections go before the history, right after the page's title and introduction.
    const history = doc.indexOf('\n## ');
    next = history >= 0 ? `${doc.slice(0, history)}\n${block}\n${doc.slice(history)}` : `${doc.trimEnd()}\n\n${block}\n`;
  }
  writeFileSync(PERFORMANCE_DOC, next);
  console.log(`wrote the "${name}" figures into ${path.relative(ROOT, PERFORMANCE_DOC)}`);
}
