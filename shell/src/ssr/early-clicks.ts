// Taps on a server-rendered page's buttons before React has the page. Its scripts are asked for
// only after the first paint (api/src/hosting/scripts-after-paint.ts), so on a slow phone the
// menu button looks ready a second or two before anything answers it. The page's inline starter
// records such taps in `window.portalEarlyClicks`; the shell stops the recording when it starts
// hydrating (from then on React's own listeners queue and replay events) and replays the taps once
// React has the page. Only `type=button` buttons are recorded: links and form buttons already
// work as plain HTML, and replaying them would act twice.

/** The starter's list; `closed` once hydration has begun. */
type EarlyClicks = Element[] & { closed?: boolean };

declare global {
  interface Window {
    portalEarlyClicks?: EarlyClicks;
  }
}

let recorded: Element[] = [];

/** Ends the recording and keeps what it holds, before React starts to hydrate. */
export function stopRecordingEarlyClicks(): void {
  const clicks = window.portalEarlyClicks;
  if (!clicks) return;
  clicks.closed = true;
  recorded = clicks.splice(0);
}

/** Replays the recorded taps, in order, on the buttons still on the page. */
export function replayEarlyClicks(): void {
  const clicks = recorded;
  recorded = [];
  for (const button of clicks) if (button.isConnected && button instanceof HTMLElement) button.click();
}
