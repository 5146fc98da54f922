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

/** Ends the recording before React starts to hydrate; what it holds waits for the replay. */
export function stopRecordingEarlyClicks(): void {
  const clicks = window.portalEarlyClicks;
  if (clicks) clicks.closed = true;
}

/** Replays the recorded taps, in order, on the buttons still on the page, and forgets them. */
export function replayEarlyClicks(): void {
  for (const button of window.portalEarlyClicks?.splice(0) ?? []) {
    if (button.isConnected && button instanceof HTMLElement) button.click();
  }
}
