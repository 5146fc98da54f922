import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { describeEachDatabase } from './support/test-app.ts';

interface Procedure { name: string; description: string; requirements: { name: string }[] }

// Issue 19: the demo reads like something a city would publish.
describeEachDatabase('demo content a city would publish', (ctx) => {
  test('each procedure has its own description, and its requirements fit it', async () => {
    const { procedures } = (await ctx().app.inject({ url: '/djstatic/sanrafael/procedures.json' })).json() as { procedures: Procedure[] };
    const descriptions = new Set(procedures.map((procedure) => procedure.description));
    assert.equal(descriptions.size, procedures.length, 'no two procedures share a description');
    const byName = new Map(procedures.map((procedure) => [procedure.name, procedure.requirements.map((r) => r.name)]));
    assert.deepEqual(byName.get('Acta de nacimiento'), ['Copia de la cédula de identidad']);
    assert.ok(byName.get('Permiso de construcción')!.includes('Planos del proyecto firmados por un profesional colegiado'));
    assert.ok(![...byName.values()].flat().includes('Constancia de trabajo'), 'no procedure asks for a work certificate');
  });

  test('the site config gives each customer its holidays from today on, for the open-now rule', async () => {
    const body = (await ctx().app.inject({ url: '/api/config/site/' })).json() as { data: { customers: { customers: { id: string; holidays?: string[] }[] }[] } };
    const customer = body.data.customers[0]!.customers.find((c) => c.id === '1')!;
    const today = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
    assert.ok(customer.holidays && customer.holidays.length > 0, 'holidays reach the browser');
    assert.ok(customer.holidays.every((day) => /^\d{4}-\d{2}-\d{2}$/.test(day) && day >= today));
    const nextYear = new Date().getUTCFullYear() + 1;
    assert.ok(customer.holidays.includes(`${nextYear}-01-01`), 'next New Year is a holiday');
  });

  test('the generated news pictures carry no text drawn into them', () => {
    const dir = path.join(ctx().config.mediaDir, 'blog');
    const pictures = fs.readdirSync(dir).filter((file) => file.endsWith('.svg'));
    assert.ok(pictures.length > 0);
    for (const file of pictures) assert.doesNotMatch(fs.readFileSync(path.join(dir, file), 'utf8'), /<text/, file);
  });
});
