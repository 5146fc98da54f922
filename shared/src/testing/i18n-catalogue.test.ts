import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { keysMissingFrom, keysUsedIn } from './i18n-catalogue';

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-'));
  fs.mkdirSync(path.join(dir, 'pages'));
  fs.writeFileSync(path.join(dir, 'pages/Page.tsx'), [
    "const title = i18nKey('Our services');",
    "export const Page = () => <p title={t(\"Don't go\")}>{t('Hello {{name}}', { name })}{t(title)}<Trans i18nKey='Read <1>more</1>' /></p>;",
    "const message = translate('It\\'s sent.');",
    'settle(); reset();',
  ].join('\n'));
  fs.writeFileSync(path.join(dir, 'pages/Page.test.tsx'), "t('Only in a test')");
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

test('finds literal keys of t, translate, i18nKey and Trans, but not variables or tests', () => {
  expect([...keysUsedIn(dir).keys()].sort()).toEqual(["Don't go", 'Hello {{name}}', "It's sent.", 'Our services', 'Read <1>more</1>']);
});

test('names each missing key with the file that uses it', () => {
  const catalogue = { "Don't go": 'No se vaya', 'Hello {{name}}': 'Hola {{name}}', "It's sent.": 'Enviado.', 'Read <1>more</1>': 'Leer <1>más</1>' };
  expect(keysMissingFrom(dir, catalogue)).toEqual([`Our services — ${path.join('pages', 'Page.tsx')}`]);
});
