// What a container's catalogue test checks: every key its code translates has a Spanish text.
import fs from 'node:fs';
import path from 'node:path';

// A literal first argument of t(), translate() or i18nKey(), or <Trans i18nKey="…">.
const KEY_CALL = /\b(?:t|translate|i18nKey)\(\s*(['"])((?:\\.|(?!\1)[^\\])*)\1|\bi18nKey=(['"])((?:\\.|(?!\3)[^\\])*)\3/g;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** Every literal key the sources under `dir` translate, with the files that use it. */
export function keysUsedIn(dir: string): Map<string, string[]> {
  const keys = new Map<string, string[]>();
  for (const file of sourceFiles(dir)) {
    for (const match of fs.readFileSync(file, 'utf8').matchAll(KEY_CALL)) {
      const key = (match[2] ?? match[4]).replace(/\\(.)/g, '$1');
      keys.set(key, [...(keys.get(key) ?? []), path.relative(dir, file)]);
    }
  }
  return keys;
}

/** Keys used under `dir` that `catalogue` lacks, each with where it is used ('key — file'). */
export function keysMissingFrom(dir: string, catalogue: Record<string, string>): string[] {
  return [...keysUsedIn(dir)].filter(([key]) => !(key in catalogue)).map(([key, files]) => `${key} — ${files.join(', ')}`);
}
