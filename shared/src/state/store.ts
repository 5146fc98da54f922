import { createStore } from 'jotai';

/**
 * The one jotai store of the page. The shell provides it to React; code outside React (the HTTP
 * client) writes to it directly. It lives in @portal/shared, a federation singleton, so every
 * container reads and writes the same atoms.
 */
export const portalStore = createStore();
