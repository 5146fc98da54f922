// The rule portal/no-foreign-page-path on code written as the containers write it, against the
// containers' real route tables. `npm run lint` runs it after eslint.
import path from 'node:path';
import { describe, it } from 'node:test';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { noForeignPagePath } from './no-foreign-page-path.mjs';
import { ROOT } from './containers.mjs';

RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } } });

const shell = path.join(ROOT, 'shell/src/layout/Footer.tsx');
const blog = path.join(ROOT, 'mfe-blog/src/components/Sidebar.tsx');
const ui = path.join(ROOT, 'ui/src/SiteSearchBox.tsx');
const procedures = path.join(ROOT, 'mfe-procedures/src/pages/SiteSearchPage.tsx');
const foreign = (text, owner) => ({ message: new RegExp(`'${text.replace(/[?]/g, '\\?')}' is a page of ${owner} `) });

tester.run('no-foreign-page-path', noForeignPagePath, {
  valid: [
    // A container's own pages, the catalogue, the API and plain separators.
    { filename: procedures, code: "const to = '/buscar?q=agua';" },
    { filename: procedures, code: 'const to = `/certificate/validation/${number}?register_id=${registerId}`;' },
    { filename: shell, code: "const link = <Link to={pages.siteSearch.href({ q })}>Buscar</Link>;" },
    { filename: shell, code: "const home = <Link to=\"/\">Inicio</Link>;" },
    { filename: blog, code: "const url = '/api/v2/blog/post/'; const parts = url.split('/');" },
    { filename: blog, code: "const Box = styled.div`\n/ 2;\n`;" },
    // A test names the address a person sees.
    { filename: path.join(ROOT, 'shell/src/layout/Footer.test.tsx'), code: "expect(link).toHaveAttribute('href', '/contact');" },
    // Outside a container's src/ the rule has nothing to say.
    { filename: path.join(ROOT, 'e2e/tests/x.spec.ts'), code: "await page.goto('/buscar');" },
  ],
  invalid: [
    { filename: shell, code: "const links = [{ to: '/contact' }];", errors: [foreign('/contact', 'contact')] },
    { filename: shell, code: 'const link = <Link to="/certificate/validation/">Validar</Link>;', errors: [foreign('/certificate/validation/', 'procedures')] },
    { filename: blog, code: 'navigate(`/buscar?q=${q}`);', errors: [foreign('/buscar?q=x', 'procedures')] },
    { filename: blog, code: 'const form = <form action="/buscar" />;', errors: [foreign('/buscar', 'procedures')] },
    // @portal/ui owns no page: it links through the catalogue too.
    { filename: ui, code: 'const form = <form action="/buscar" />;', errors: [foreign('/buscar', 'procedures')] },
    { filename: procedures, code: "const back = <Link to=\"/\">Inicio</Link>;", errors: [foreign('/', 'shell')] },
    { filename: procedures, code: 'const story = `/blog-details/${id}`;', errors: [foreign('/blog-details/x', 'blog')] },
    { filename: shell, code: 'const url = `${origin}/certificate/validation/${number}?register_id=${id}`;', errors: [foreign('/certificate/validation/x?register_id=x', 'procedures')] },
  ],
});
