// Every port the browser tests use derives from one offset, so several runs (one per team, or a
// running `npm start`) can share a machine: E2E_PORT_OFFSET=200 npm test -w e2e. Each test worker
// has a site of its own, on the offset plus its index times sites.cjs's spacing. Each remote's own
// port comes from its package.json (@portal/tooling), each variant's from e2e/variants.json.
import { REMOTES } from '@portal/tooling/containers.cjs';
import variants from '../variants.json';
import { currentSiteIndex, siteOffset } from './sites.cjs';

/** This worker's port offset (the Playwright config reads it again in each worker process). */
export const OFFSET = siteOffset(currentSiteIndex());
export const API_PORT = 8000 + OFFSET;
export const REMOTE_PORTS: Record<string, number> = Object.fromEntries(REMOTES.map((remote) => [remote.name, remote.port + OFFSET]));
/** The v2 build of mfe-template (one page more) that customer 2's registry override points at. */
export const TEMPLATE_V2_PORT = variants['template-v2'].port + OFFSET;
/** A build of mfe-procedures made against a newer @portal/shared than the shell provides. */
export const PROCEDURES_NEXT_SHARED_PORT = variants['procedures-next-shared'].port + OFFSET;
/** The in-process identity provider a browser test starts (OIDC_ISSUER in scripts/e2e-server.mjs). */
export const IDENTITY_PORT = 8026 + OFFSET;
export const BASE_URL = `http://localhost:${API_PORT}`;
/** Customer 2's host name (CUSTOMER_HOSTS in scripts/e2e-server.mjs). */
export const SECOND_CUSTOMER_URL = `http://santalucia.localhost:${API_PORT}`;
/** The registry file the e2e site reads (scripts/e2e-server.mjs writes it; tests edit it and put it back). */
export const REGISTRY_FILE = `${__dirname}/../.tmp-${OFFSET}/remotes.json`;
/** Where the e2e site writes the e-mails it sends, one .eml each (MAIL_DIR in scripts/e2e-server.mjs). */
export const MAIL_DIR = `${__dirname}/../.tmp-${OFFSET}/mail`;
