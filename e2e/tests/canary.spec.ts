import { expect, request, test } from '../support/test';
import { BASE_URL, REMOTE_PORTS, TEMPLATE_V2_PORT } from '../support/ports';
import { registryTool, withRegistry } from '../support/registry';

// A canary set with the operator's tool: half of customer 1's visitors get the v2 build of
// mfe-template, each visitor keeps theirs (a cookie), and removing the override brings all back.
const v2 = `http://localhost:${TEMPLATE_V2_PORT}/mf-manifest.json`;
const main = `http://localhost:${REMOTE_PORTS.template}/mf-manifest.json`;

function templateBuild(html: string): string {
  return JSON.parse(/<script id="portal-boot" type="application\/json">(.*?)<\/script>/s.exec(html)![1]!).registry.template;
}

test('a 50 % canary serves both builds across 40 fresh visitors, each always the same one, and unset rolls every one back', async ({ browser }) => {
  // withRegistry only guarantees the file is put back should an assertion fail half-way.
  await withRegistry((registry) => registry, async () => {
    const set = registryTool('set', '1', 'template', v2, '--percent', '50');
    expect(set.code, set.output).toBe(0);
    expect(set.output).toContain('el 50 % de los visitantes del cliente 1');

    const visitors = await Promise.all(Array.from({ length: 40 }, () => request.newContext({ baseURL: BASE_URL })));
    const builds: string[] = [];
    for (const visitor of visitors) builds.push(templateBuild(await (await visitor.get('/typography')).text()));
    const onCanary = builds.filter((build) => build === v2).length;
    expect(onCanary, `${onCanary} of 40 visitors on the canary`).toBeGreaterThan(0);
    expect(onCanary).toBeLessThan(40);
    expect(builds.every((build) => build === v2 || build === main)).toBe(true);
    for (const [index, visitor] of visitors.entries()) {
      expect(templateBuild(await (await visitor.get('/typography')).text())).toBe(builds[index]);
    }

    // In the browser, a canary visitor sees the v2 build, another visitor the main one.
    const canaryVisitor = await browser.newContext({ storageState: await visitors[builds.indexOf(v2)]!.storageState() });
    const mainVisitor = await browser.newContext({ storageState: await visitors[builds.indexOf(main)]!.storageState() });
    const canaryPage = await canaryVisitor.newPage();
    await canaryPage.goto('/typography');
    await expect(canaryPage.locator('.build-stamp')).toHaveText('Build v2');
    const mainPage = await mainVisitor.newPage();
    await mainPage.goto('/typography');
    await expect(mainPage.getByRole('heading', { level: 1, name: 'Tipografía' })).toBeVisible();
    await expect(mainPage.locator('.build-stamp')).toHaveCount(0);

    // Rollback: every visitor, cookie and all, is back on the main build at the next load.
    const unset = registryTool('unset', '1', 'template');
    expect(unset.code, unset.output).toBe(0);
    for (const visitor of visitors) expect(templateBuild(await (await visitor.get('/typography')).text())).toBe(main);
    await canaryPage.reload();
    await expect(canaryPage.getByRole('heading', { level: 1, name: 'Tipografía' })).toBeVisible();
    await expect(canaryPage.locator('.build-stamp')).toHaveCount(0);

    await Promise.all([...visitors.map((visitor) => visitor.dispose()), canaryVisitor.close(), mainVisitor.close()]);
  });
});
