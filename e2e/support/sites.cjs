// The browser tests run in parallel workers, each against a site of its own (its own portal
// server, remote servers and SQLite database), so no two tests ever write to one database at once.
// Worker k uses the ports of E2E_PORT_OFFSET + k * SITE_SPACING. CommonJS so the Playwright config
// and the TypeScript support files share it.

/** Ports between two workers' sites: room for the portal, the remotes and the variants. */
const SITE_SPACING = 30;

/** The port offset every run starts from (several runs on one machine pick different ones). */
const BASE_OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 100);

/**
 * How many workers (and sites): E2E_WORKERS, else one per core (each drives a browser and a site of
 * its own, about a core's work), at most four, so a big machine does not start a site per core.
 */
const WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? Math.min(4, require('node:os').availableParallelism())));

/** The port offset of site `index`. */
function siteOffset(index) {
  return BASE_OFFSET + SITE_SPACING * index;
}

/** The site of this process: a test worker's own (TEST_PARALLEL_INDEX), else the first. */
function currentSiteIndex() {
  return Number(process.env.TEST_PARALLEL_INDEX ?? 0);
}

module.exports = { SITE_SPACING, BASE_OFFSET, WORKERS, siteOffset, currentSiteIndex };
