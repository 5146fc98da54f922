// Takes the help page's screenshots (/ayuda) from the running e2e site: `npm run help-screenshots -w e2e`.
// One site and one worker: the shots are taken one after another, then the template is rebuilt.
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

const [firstSite] = [base.webServer].flat();

export default defineConfig({
  ...base,
  testDir: './help-screenshots',
  workers: 1,
  projects: [{ name: 'help-screenshots' }],
  webServer: firstSite,
});
