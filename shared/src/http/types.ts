/** Entities of spec section 3 as the portal server sends them (docs/contract.md). */
export interface SocialNetwork {
  name: string;
  url: string;
  image?: string;
}

export interface Customer {
  id: string | number;
  name: string;
  shortname: string;
  logo?: string;
  address?: string;
  phone?: string;
  email?: string;
  timeZone?: string;
  apps_config?: { socialNetworks?: SocialNetwork[] };
}

export interface MenuEntry {
  label: string;
  url: string;
  page_id?: number | string;
  children?: MenuEntry[];
}

export interface Department {
  id: number;
  name: string;
  is_active: boolean;
}

export interface Requirement {
  id: number;
  name: string;
}

export interface Procedure {
  id: number;
  name: string;
  description: string;
  department: Department;
  departmentId: number;
  requirements: Requirement[];
  product: { calc_price: number } | null;
}

export interface ProceduresResponse {
  procedures: Procedure[];
  departments: Department[];
  states: unknown[];
  version: string;
}

export interface Banner {
  id: number;
  image: string;
  title: string;
  link: string;
}

export interface Snippet {
  id: number;
  enabled: boolean;
  position: string;
  html: string;
  script: string;
}

export interface EmailJsSettings {
  publicKey: string;
  serviceId: string;
  templateId: string;
}

export interface SiteConfigValues {
  version: string;
  siteName: string;
  siteDescription: string;
  siteDemo: boolean;
  egovHost?: string;
  egovHomePath: string;
  emailjs: EmailJsSettings | null;
}

export interface SiteConfig {
  config: SiteConfigValues;
  customers: { id: string; customers: Customer[] }[];
  menu: MenuEntry[];
  banners: Banner[];
  snippets: Snippet[];
  blogConfig: { pageSize: number };
}

export interface Post {
  id: number;
  title: string;
  excerpt: string;
  image: string;
  images: string[];
  body: string;
  format: 'standard' | 'gallery' | 'video';
  created: string;
  updated: string;
  features_img: string[];
}

export interface PostDetail extends Post {
  recent_posts: Post[];
}

export interface PostPage {
  posts: Post[];
  total: number;
  page: number;
  pageSize: number;
}

/** The envelope of every JSON call but procedures.json: success is `res === 1`. */
export interface ApiEnvelope<T> {
  res: number;
  data: T;
  message?: string;
}
