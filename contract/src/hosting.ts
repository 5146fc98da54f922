// The hosting page: the boot data block the server writes into the shell's index.html, and
// GET /api/config/remotes/ (the same registry as the block).
import { Type, type Static } from 'typebox';
import { Envelope } from './common.ts';

/** Which mf-manifest.json each remote is loaded from, for one customer. */
export const RegistrySchema = Type.Record(Type.String(), Type.String());
export type Registry = Static<typeof RegistrySchema>;

/** A page title per language: Spanish always, other languages where the team has them. */
export const PageTitleSchema = Type.Intersect([Type.Object({ es: Type.String() }), Type.Record(Type.String(), Type.String())]);

/**
 * One page of the visitor's registry, as the shell's router needs it: a remote's published route
 * (docs/architecture.md, "Route ownership") with the remote that owns it.
 */
export const BootRouteSchema = Type.Object({
  path: Type.String(),
  remote: Type.String(),
  module: Type.String(),
  title: PageTitleSchema,
  /** false: the page renders without waiting for the site config */
  siteConfig: Type.Optional(Type.Boolean()),
});
export type BootRoute = Static<typeof BootRouteSchema>;

/** `<script id="portal-boot" type="application/json">`: what the hosting page tells the containers. */
export const BootDataSchema = Type.Object({
  customerId: Type.String(),
  apiHost: Type.String(),
  /**
   * The anti-forgery token, only on a page of one visitor (the console, the folder, a form's
   * outcome). '' on a page a shared cache may hold: the shared client then asks GET /api/v2/csrf/
   * before its first write (docs/security.md, "Anti-forgery").
   */
  csrfToken: Type.String(),
  registry: RegistrySchema,
  /** Every page the visitor's registry's remotes publish. */
  routes: Type.Array(BootRouteSchema),
  /** Remotes whose route table the server could not read yet: an unmatched path may be theirs. */
  routesUnknown: Type.Array(Type.String()),
  /**
   * The server answered this address 404: no page serves it, or its page's item does not exist
   * (an unknown news id, procedure or demo slug). The shell shows its 404 page for it.
   */
  notFound: Type.Optional(Type.Boolean()),
  /**
   * Server rendering (issue 20): what the server already loaded for this page (the site config,
   * the page's data by name), so the browser does not fetch it again, and which remote modules
   * ('procedures/ProceduresPage') it rendered, which the browser loads before it hydrates.
   */
  ssr: Type.Optional(
    Type.Object({
      data: Type.Record(Type.String(), Type.Unknown()),
      modules: Type.Array(Type.String()),
      language: Type.String(),
      /** When the HTML was rendered (ms since epoch): clock-based texts hydrate with this time. */
      renderedAt: Type.Number(),
    }),
  ),
});
export type BootData = Static<typeof BootDataSchema>;

/** GET /api/config/remotes/ */
export const RemotesResponseSchema = Envelope(RegistrySchema);
export type RemotesResponse = Static<typeof RemotesResponseSchema>;

/**
 * Server rendering (issue 20): what the portal server gives the shell's renderer (exposed as
 * './ssr' by the shell's Node build) for one page, and what it answers.
 */
export interface ServerRenderInput {
  /** Path and query of the page, e.g. '/procedures?q=licencia'. */
  url: string;
  /** The hosting page's boot data, with `ssr.data` (the site config and the page's data). */
  boot: BootData;
  /** 'es' or 'en', from the visitor's cookie. */
  language: string;
  /** Remote name → URL of its Node federation entry (`…/server/remoteEntry.js`). */
  serverEntries: Record<string, string>;
  /** How long the page's remote may take to load before its slot is left to the browser. */
  remoteBudgetMs: number;
}

export interface ServerRenderOutput {
  /** The HTML inside <div id="root">. */
  html: string;
  /** styled-components' <style> elements (without a nonce: the server adds the response's). */
  styles: string;
  /** The remote modules rendered into the HTML, which the browser loads before hydrating. */
  modules: string[];
  /** Remote modules that could not be rendered (failed, slow or threw), for the server's log. */
  skipped: string[];
}

/** GET /api/v2/csrf/: the visitor's anti-forgery token (set in its cookie by the same answer). */
export const CsrfTokenResponseSchema = Envelope(Type.Object({ token: Type.String() }));
export type CsrfTokenResponse = Static<typeof CsrfTokenResponseSchema>;
