// GET /api/config/site/: the site configuration, the customers and their store items (spec section 3).
import { Type, type Static } from 'typebox';
import { Envelope } from './common.ts';

/** A social network of a customer; `image` (under /djmedia/) for networks without a built-in icon. */
export const SocialNetworkSchema = Type.Object({ name: Type.String(), url: Type.String(), image: Type.Optional(Type.String()) });
export type SocialNetwork = Static<typeof SocialNetworkSchema>;

/** A municipality the portal serves. */
export const CustomerSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  shortname: Type.String(),
  logo: Type.String(),
  address: Type.String(),
  phone: Type.String(),
  email: Type.String(),
  timeZone: Type.String(),
  apps_config: Type.Object({ socialNetworks: Type.Optional(Type.Array(SocialNetworkSchema)) }),
  /** The customer's holidays ('YYYY-MM-DD', from about today on): no phone support those days (rules/business-hours.ts). */
  holidays: Type.Optional(Type.Array(Type.String())),
});
export type Customer = Static<typeof CustomerSchema>;

const menuLeaf = { label: Type.String(), url: Type.String(), page_id: Type.Optional(Type.Integer()) };
// The menu is at most three levels deep (the server's toMenuTree stops there).
const MenuLevel3Schema = Type.Object(menuLeaf);
const MenuLevel2Schema = Type.Object({ ...menuLeaf, children: Type.Optional(Type.Array(MenuLevel3Schema)) });

/** A main-menu entry: `page_id` links a dynamic page; `children` open a submenu. */
export const MenuEntrySchema = Type.Object({ ...menuLeaf, children: Type.Optional(Type.Array(MenuLevel2Schema)) });
export type MenuEntry = Static<typeof MenuEntrySchema>;

/**
 * A landing-page banner; `image` is under /djmedia/. A media-library picture also has `image_srcset`,
 * its copies as an `<img>`'s srcset of site-absolute /djmedia/ addresses, and `image_alt`.
 */
export const BannerSchema = Type.Object({
  id: Type.Integer(), image: Type.String(), image_alt: Type.Optional(Type.String()), image_srcset: Type.Optional(Type.String()), title: Type.String(), link: Type.String(),
});
export type Banner = Static<typeof BannerSchema>;

/** Editor content for a page position ('post_side': the blog sidebar). */
export const SnippetSchema = Type.Object({
  id: Type.Integer(),
  enabled: Type.Boolean(),
  position: Type.String(),
  html: Type.String(),
  script: Type.String(),
});
export type Snippet = Static<typeof SnippetSchema>;

/** EmailJS settings: when present, the contact forms send through EmailJS instead of the server. */
export const EmailJsSettingsSchema = Type.Object({ publicKey: Type.String(), serviceId: Type.String(), templateId: Type.String() });
export type EmailJsSettings = Static<typeof EmailJsSettingsSchema>;

/** The site's own settings. `egovHost` is always set: the stored host, else the server's. */
export const SiteConfigValuesSchema = Type.Object({
  version: Type.String(),
  siteName: Type.String(),
  siteDescription: Type.String(),
  siteDemo: Type.Boolean(),
  egovHost: Type.String(),
  egovHomePath: Type.String(),
  emailjs: Type.Union([EmailJsSettingsSchema, Type.Null()]),
});
export type SiteConfigValues = Static<typeof SiteConfigValuesSchema>;

/** The `data` of GET /api/config/site/. */
export const SiteConfigSchema = Type.Object({
  config: SiteConfigValuesSchema,
  customers: Type.Array(Type.Object({ id: Type.String(), customers: Type.Array(CustomerSchema) })),
  menu: Type.Array(MenuEntrySchema),
  banners: Type.Array(BannerSchema),
  snippets: Type.Array(SnippetSchema),
  blogConfig: Type.Object({ pageSize: Type.Integer() }),
});
export type SiteConfig = Static<typeof SiteConfigSchema>;

/** GET /api/config/site/?version= — the client's cached version; the answer is always the whole config. */
export const SiteConfigQuerySchema = Type.Object({ version: Type.Optional(Type.String({ maxLength: 64 })) });
export type SiteConfigQuery = Static<typeof SiteConfigQuerySchema>;

export const SiteConfigResponseSchema = Envelope(SiteConfigSchema);
export type SiteConfigResponse = Static<typeof SiteConfigResponseSchema>;
