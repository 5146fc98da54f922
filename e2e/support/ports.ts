// Every port the browser tests use derives from one offset, so several runs (one per team, or a
// running `npm start`) can share a machine: E2E_PORT_OFFSET=200 npm test -w e2e.
export const OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 100);
export const API_PORT = 8000 + OFFSET;
export const REMOTE_PORTS = { procedures: 8011 + OFFSET, blog: 8012 + OFFSET, contact: 8013 + OFFSET, template: 8014 + OFFSET };
/** The second, stamped build of mfe-template that customer 2's registry override points at. */
export const TEMPLATE_V2_PORT = 8024 + OFFSET;
export const BASE_URL = `http://localhost:${API_PORT}`;
/** Customer 2's host name (CUSTOMER_HOSTS in scripts/e2e-server.mjs). */
export const SECOND_CUSTOMER_URL = `http://santalucia.localhost:${API_PORT}`;
