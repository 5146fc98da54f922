import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { OFFSET } from './ports';

const ROOT = path.resolve(__dirname, '../..');
// The test runner may run on the system Node (no node:sqlite); the project's Node 24 reads the file.
const NODE24 = path.join(ROOT, 'node_modules/.bin/node');
/** The SQLite file scripts/e2e-server.mjs gives the portal server for this port offset. */
export const DB_FILE = path.join(ROOT, `e2e/.tmp-${OFFSET}/portal.db`);

export interface ContactRow {
  id: number;
  customer_id: string;
  kind: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  idempotency_key: string | null;
  /** 'C-2026-000123' */
  reference: string | null;
}

const READ = `
const { DatabaseSync } = require('node:sqlite');
const db = new DatabaseSync(process.argv[1], { readOnly: true });
const rows = db.prepare("SELECT * FROM contact_messages WHERE message LIKE ? OR name LIKE ? ORDER BY id").all('%' + process.argv[2] + '%', '%' + process.argv[2] + '%');
process.stdout.write(JSON.stringify(rows));
`;

/** Rows of contact_messages whose name or message contains `marker`, read straight from the database. */
export function contactRowsContaining(marker: string): ContactRow[] {
  const out = execFileSync(NODE24, ['--no-warnings', '-e', READ, DB_FILE, marker], { encoding: 'utf8' });
  return JSON.parse(out) as ContactRow[];
}
