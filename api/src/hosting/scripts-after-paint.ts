// A server-rendered page starts the shell's scripts once it has painted (issue 20, LCP).
//
// The template asks for the shell's start scripts in <head> (ten preloads and a deferred main.js)
// so that a page the browser renders has them as soon as possible. A page the server rendered is
// readable without them, and on a slow phone those scripts share the connection with what the
// first screen shows: Lighthouse counted every request started before the largest paint as part
// of it (LCP 1.5–2.1 s with them, 1.3–1.4 s without; README "Figures"). Dropping the preloads
// altogether made hydration a waterfall and cost blocking time. So the page lists the same scripts
// in a data block, and a small inline script asks for all of them together after the page's `load`
// and two more frames and 50 ms (at once in a hidden tab, where frames do not come). A frame alone
// was not enough: what is drawn at `load` reaches the screen a little later, and main.js was then
// asked for 10–20 ms before the largest paint in half of Lighthouse's traces. 50 ms is nothing
// beside the second or so the scripts take to arrive on a slow phone. They never wait more than
// LOAD_WAIT_MS for `load`. Everything a citizen needs before that works as HTML: links, the GET
// search, the contact form's server fallback.
import { createHash } from 'node:crypto';

// The template's script tags as the shell's build writes them, quoted or minified.
const scriptPreload = /<link\b(?=[^>]*\brel=["']?preload\b)(?=[^>]*\bas=["']?script\b)[^>]*\bhref=(["']?)([^"'\s>]+)\1[^>]*>/gi;
const deferredScript = /<script\b(?=[^>]*\bdefer\b)[^>]*\bsrc=(["']?)([^"'\s>]+)\1[^>]*><\/script>/i;

/** The id of the data block that lists the scripts, preloads first and the entry last. */
export const SCRIPT_LIST_ID = 'portal-scripts';

/**
 * The longest the scripts wait for `load`. A picture that never finishes (a stalled connection)
 * would otherwise keep the page from ever becoming interactive.
 */
export const LOAD_WAIT_MS = 3000;

/**
 * The inline starter. It is a fixed text, so the page's CSP allows it by its hash and no nonce
 * is needed. It runs once, while the page is parsed; the entry is a classic script appended to
 * <body>, so webpack's automatic public path still finds it through document.currentScript.
 * It asks for the scripts in two tasks, half the preloads and then the rest with the entry, joined
 * by a MessageChannel (not throttled in a hidden tab, unlike a timer): starting eleven requests in
 * one task took 12–19 ms on the 2-core machine, a long task at a phone's 4× CPU.
 * It also records taps on `type=button` buttons until the shell starts hydrating, which replays
 * them once React has the page (shell/src/ssr/early-clicks.ts): the menu button must not swallow
 * a tap while the scripts are on their way.
 */
export const SCRIPT_STARTER = `(()=>{const d=document,l=JSON.parse(d.getElementById("${SCRIPT_LIST_ID}").textContent),m=l.pop(),h=l.length>>1,q=window.portalEarlyClicks=[];d.addEventListener("click",e=>{const b=!q.closed&&e.target.closest&&e.target.closest("button[type=button]");if(b)q.push(b)},true);let started=0;const add=(a)=>{for(const u of a){const e=d.createElement("link");e.rel="preload";e.as="script";e.href=u;d.head.append(e)}},go=()=>{if(started++)return;add(l.slice(0,h));const c=new MessageChannel;c.port1.onmessage=()=>{add(l.slice(h));const s=d.createElement("script");s.src=m;d.body.append(s)};c.port2.postMessage(0)};if(d.visibilityState==="hidden")go();else{addEventListener("load",()=>d.visibilityState==="hidden"?go():requestAnimationFrame(()=>requestAnimationFrame(()=>setTimeout(go,50))),{once:true});setTimeout(go,${LOAD_WAIT_MS})}})()`;

/** The CSP source that allows the starter and nothing else inline. */
export const SCRIPT_STARTER_SOURCE = `'sha256-${createHash('sha256').update(SCRIPT_STARTER).digest('base64')}'`;

/**
 * The hosting page with its start scripts asked for after the first paint. A template without a
 * deferred entry script (the "not built" page) is returned unchanged.
 */
export function startScriptsAfterPaint(page: string): string {
  const entry = deferredScript.exec(page)?.[2];
  if (!entry) return page;
  const preloads = [...page.matchAll(scriptPreload)].map((match) => match[2]!);
  const list = JSON.stringify([...preloads, entry]).replace(/</g, '\\u003c');
  return page
    .replace(scriptPreload, '')
    .replace(deferredScript, () => `<script id="${SCRIPT_LIST_ID}" type="application/json">${list}</script><script>${SCRIPT_STARTER}</script>`);
}
