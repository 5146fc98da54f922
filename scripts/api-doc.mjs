// Writes the call tables of docs/corporate-api.md from the table of calls (contract/src/calls/) and
// their notes (contract/src/openapi/call-notes.ts). `--check` only says whether the page is current.
// Runs on Node 24 (npm run api-doc), which loads the contract's TypeScript as it is.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { callsMissingFromApiDoc, renderApiDoc } from '@portal/contract/openapi';

const file = fileURLToPath(new URL('../docs/corporate-api.md', import.meta.url));
const page = fs.readFileSync(file, 'utf8');
const written = renderApiDoc(page);
const missing = callsMissingFromApiDoc(written);
if (missing.length > 0) {
  console.error(`docs/corporate-api.md places no table for: ${missing.join(', ')}. Add each to a <!-- calls: … --> block.`);
  process.exit(1);
}
if (process.argv.includes('--check')) {
  if (written !== page) {
    console.error('docs/corporate-api.md is not current: run npm run api-doc.');
    process.exit(1);
  }
  console.log('docs/corporate-api.md is current.');
} else if (written !== page) {
  fs.writeFileSync(file, written);
  console.log('docs/corporate-api.md written.');
}
