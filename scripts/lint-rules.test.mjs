// The rule portal/no-container-import-in-package on imports as the packages write them.
// `npm run lint` runs it after eslint.
import path from 'node:path';
import { describe, it } from 'node:test';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { portalRules } from './lint-rules.mjs';
import { ROOT } from './containers.mjs';

RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } } });

const ui = path.join(ROOT, 'ui/src/Pagination.tsx');
const shared = path.join(ROOT, 'shared/src/federation/RemoteSlot.tsx');
const container = (source) => ({ message: new RegExp(`'${source}' is a container`) });

tester.run('no-container-import-in-package', portalRules.rules['no-container-import-in-package'], {
  valid: [
    { filename: ui, code: "import { Link } from '@portal/shared';" },
    { filename: ui, code: "import type { WidgetName } from '@portal/pages';" },
    // Containers import each other's catalogues in their own tests, and import the packages.
    { filename: path.join(ROOT, 'shell/src/layout/Footer.tsx'), code: "import { Pagination } from '@portal/ui';" },
    { filename: path.join(ROOT, 'shell/src/i18n/catalogue-conflicts.test.ts'), code: "import { es } from 'mfe-blog/src/i18n/es';" },
    // A package's test may read containers (its catalogue checks).
    { filename: path.join(ROOT, 'ui/src/parts.test.tsx'), code: "import { es } from 'mfe-blog/src/i18n/es';" },
  ],
  invalid: [
    { filename: ui, code: "import { mediaUrl } from 'mfe-blog/src/lib/media-url';", errors: [container('mfe-blog/src/lib/media-url')] },
    { filename: shared, code: "export { Footer } from 'shell/src/layout/Footer';", errors: [container('shell/src/layout/Footer')] },
    { filename: shared, code: "const page = import('mfe-procedures/src/pages/TrackingPage');", errors: [container('mfe-procedures/src/pages/TrackingPage')] },
  ],
});
