import type { Page, TestInfo } from '@playwright/test';

/**
 * What a page did that a failed test's screenshot cannot show: uncaught errors, console errors and
 * warnings, requests that failed or answered 4xx/5xx, each with the time since the test began. A
 * click that seems lost on a busy CI machine is then explained by its log (a chunk that never
 * arrived, an error thrown by a lazily loaded component) without paying for traces on every test.
 */
export function keepPageJournal(page: Page): (testInfo: TestInfo) => Promise<void> {
  const started = Date.now();
  const lines: string[] = [];
  const note = (line: string) => lines.push(`${((Date.now() - started) / 1000).toFixed(2)} s  ${line}`);
  page.on('pageerror', (error) => note(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') note(`console.${message.type()}: ${message.text()}`);
  });
  page.on('requestfailed', (request) => note(`request failed: ${request.method()} ${request.url()} (${request.failure()?.errorText ?? 'no reason'})`));
  page.on('response', (response) => {
    if (response.status() >= 400) note(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) note(`navigated to ${frame.url()}`);
  });
  return async (testInfo) => {
    if (testInfo.status === testInfo.expectedStatus || lines.length === 0) return;
    // The list reporter prints a text attachment whole, in the log CI keeps.
    await testInfo.attach('page-journal', { body: lines.join('\n'), contentType: 'text/plain' });
  };
}
