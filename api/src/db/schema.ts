// Table shapes as Kysely sees them. JSON columns hold text so SQLite and PostgreSQL share one schema.
import type { Generated } from 'kysely';

export interface CustomerTable {
  id: string;
  name: string;
  shortname: string;
  logo: string;
  address: string;
  phone: string;
  email: string;
  time_zone: string;
  /** JSON text: { socialNetworks: [{ name, url, image? }] } */
  apps_config: string;
  position: number;
}

export interface SiteConfigTable {
  id: number;
  version: string;
  site_name: string;
  site_description: string;
  site_demo: number;
  egov_host: string | null;
  egov_home_path: string;
  /** JSON text { publicKey, serviceId, templateId } or null */
  emailjs: string | null;
  blog_page_size: number;
}

export interface MenuEntryTable {
  id: Generated<number>;
  customer_id: string;
  parent_id: number | null;
  position: number;
  label: string;
  url: string;
  page_id: number | null;
}

export interface DepartmentTable {
  id: Generated<number>;
  customer_id: string;
  name: string;
  is_active: number;
}

export interface ProcedureTable {
  id: Generated<number>;
  customer_id: string;
  department_id: number;
  name: string;
  description: string;
  /** null when the procedure has no product (free of charge) */
  calc_price: number | null;
}

export interface RequirementTable {
  id: Generated<number>;
  procedure_id: number;
  name: string;
  position: number;
}

export interface ProcedureStateTable {
  id: Generated<number>;
  customer_id: string;
  name: string;
  position: number;
}

export interface PostTable {
  id: Generated<number>;
  customer_id: string;
  title: string;
  excerpt: string;
  image: string;
  /** JSON text: string[] */
  images: string;
  body: string;
  format: string;
  /** JSON text: string[] */
  features_img: string;
  created: string;
  updated: string;
}

export interface PageTable {
  id: Generated<number>;
  customer_id: string;
  slug: string;
  title: string;
  body: string;
}

export interface PageFileTable {
  id: Generated<number>;
  page_id: number;
  name: string;
  path: string;
  size: number;
  mime: string;
}

export interface BannerTable {
  id: Generated<number>;
  customer_id: string;
  image: string;
  title: string;
  link: string;
  position: number;
}

export interface SnippetTable {
  id: Generated<number>;
  customer_id: string;
  enabled: number;
  position: string;
  html: string;
  script: string;
}

export interface ContactMessageTable {
  id: Generated<number>;
  customer_id: string;
  kind: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  idempotency_key: string | null;
  created: string;
}

export interface Database {
  customers: CustomerTable;
  site_config: SiteConfigTable;
  menu_entries: MenuEntryTable;
  departments: DepartmentTable;
  procedures: ProcedureTable;
  requirements: RequirementTable;
  procedure_states: ProcedureStateTable;
  posts: PostTable;
  pages: PageTable;
  page_files: PageFileTable;
  banners: BannerTable;
  snippets: SnippetTable;
  contact_messages: ContactMessageTable;
}
