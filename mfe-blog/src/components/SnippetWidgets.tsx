import { useAtomValue } from 'jotai';
import { siteConfigAtom } from '@portal/shared';
import { useTranslation } from '../i18n';

/** The position whose snippets the blog sidebar shows (spec section 3). */
export const SIDEBAR_SNIPPET_POSITION = 'post_side';

/**
 * Editor snippets for the blog sidebar, from the site configuration.
 *
 * Trust boundary: snippet html is written by the portal's own editors in the site configuration,
 * so it is rendered as given, like the rest of that configuration (menu, banners). The snippet's
 * `script` is NOT run: the portal's Content-Security-Policy allows scripts only from this origin
 * and the registered remotes, and running editor text would need 'unsafe-inline' or
 * 'unsafe-eval' for every visitor. The CSP also blocks inline event handlers and javascript: URLs
 * inside the html, so even a hostile snippet cannot run code; a snippet that needs behaviour must
 * ship as code in a container instead.
 */
export function SnippetWidgets() {
  const config = useAtomValue(siteConfigAtom);
  const { t } = useTranslation();
  const snippets = (config?.snippets ?? []).filter((s) => s.enabled && s.position === SIDEBAR_SNIPPET_POSITION && s.html?.trim());
  if (snippets.length === 0) return null;
  return (
    <>
      {snippets.map((snippet) => (
        <section key={snippet.id} className="sidebar-widget snippet-widget" aria-label={t('Notice')}>
          <div dangerouslySetInnerHTML={{ __html: snippet.html }} />
        </section>
      ))}
    </>
  );
}
