// Every container registers its texts on the one i18next namespace, so a key two containers both
// translate must read the same in each: otherwise the text depends on which container loaded last,
// and the server (which loads every remote to render pages) and the browser (which loads only the
// page's) would write different words, and the page would fail to hydrate (issue 20).
import { es as shellEs } from './es';
import { en as shellEn } from './en';
import { es as proceduresEs } from 'mfe-procedures/src/i18n/es';
import { en as proceduresEn } from 'mfe-procedures/src/i18n/en';
import { es as blogEs } from 'mfe-blog/src/i18n/es';
import { en as blogEn } from 'mfe-blog/src/i18n/en';
import { es as contactEs } from 'mfe-contact/src/i18n/es';
import { en as contactEn } from 'mfe-contact/src/i18n/en';
import { es as templateEs } from 'mfe-template/src/i18n/es';
import { en as templateEn } from 'mfe-template/src/i18n/en';
import { es as adminEs } from 'mfe-admin/src/i18n/es';
import { en as adminEn } from 'mfe-admin/src/i18n/en';
import { sharedEs } from '@portal/shared';
import { uiEs } from '@portal/ui/i18n/catalogue';

type Catalogue = Record<string, string>;

/** Keys whose texts differ between containers: 'key: shell «…» / procedures «…»'. */
function conflicts(catalogues: Record<string, Catalogue>, englishDefault: boolean): string[] {
  const found: string[] = [];
  const first = new Map<string, { owner: string; text: string }>();
  for (const [owner, catalogue] of Object.entries(catalogues)) {
    for (const [key, value] of Object.entries(catalogue)) {
      const text = englishDefault ? (value ?? key) : value;
      const seen = first.get(key);
      if (!seen) first.set(key, { owner, text });
      else if (seen.text !== text) found.push(`${key}: ${seen.owner} «${seen.text}» / ${owner} «${text}»`);
    }
  }
  return found;
}

test('a key shared by several containers reads the same in each, in Spanish', () => {
  expect(conflicts({ shared: sharedEs, ui: uiEs, shell: shellEs, procedures: proceduresEs, blog: blogEs, contact: contactEs, template: templateEs, admin: adminEs }, false)).toEqual([]);
});

test('and in English', () => {
  // An English catalogue lists only what is not the key itself; the rest reads as the key.
  const english = (es: Catalogue, en: Catalogue) => Object.fromEntries(Object.keys(es).map((key) => [key, en[key] ?? key]));
  expect(
    conflicts(
      {
        ui: english(uiEs, {}),
        shell: english(shellEs, shellEn),
        procedures: english(proceduresEs, proceduresEn),
        blog: english(blogEs, blogEn),
        contact: english(contactEs, contactEn),
        template: english(templateEs, templateEn),
        admin: english(adminEs, adminEn),
      },
      false,
    ),
  ).toEqual([]);
});
