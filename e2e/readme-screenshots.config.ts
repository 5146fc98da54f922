// Takes the editor screenshots of docs/publishing.md (linked from the README) from the running e2e
// site: `npm run readme-screenshots -w e2e`. One site and one worker: the shots follow one story.
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

const [firstSite] = [base.webServer].flat();

export default defineConfig({
  ...base,
  testDir: './readme-screenshots',
  workers: 1,
  projects: [{ name: 'readme-screenshots' }],
  webServer: firstSite,
});
