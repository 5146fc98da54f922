// The static demo entities of spec section 3. Images are seeds for the locally drawn artwork
// (components/Artwork.tsx), never files from another host.

export type ServiceCategory = 'Design' | 'Development' | 'Online Marketing' | 'Business' | 'Technology' | 'Content strategy';

export interface ProcessStep {
  /** Artwork seed of the step's picture. */
  thumb: string;
  subtitle: string;
  title: string;
  paragraph: string;
}

export interface ServiceProcess {
  sectionSub: string;
  sectionTitle: string;
  para: string;
  steps: [ProcessStep, ProcessStep, ProcessStep, ProcessStep];
}

export interface Service {
  title: string;
  description: string;
  image: string;
  cate: ServiceCategory;
  process: ServiceProcess;
}

export type ProjectCategory = 'Branding' | 'Mobile' | 'Web Design' | 'Marketing' | 'Illustration';
export type ProjectTab = 'All Works' | 'Branding' | 'Mobile';

export interface Project {
  id: number;
  image: string;
  title: string;
  category: ProjectCategory[];
  excerpt: string;
  body: string[];
}

export interface SocialLink {
  network: 'Facebook' | 'Twitter' | 'LinkedIn' | 'Behance';
  url: string;
}

export interface TeamMember {
  id: number;
  thumb: string;
  title: string;
  designation: string;
  description: string;
  social: SocialLink[];
}

export interface CaseStudy {
  id: number;
  thumb: string;
  title: string;
  subtitle: string;
  /** Return on investment, in percent. */
  count_roi: number;
  /** Monthly visits after the project, in thousands. */
  count_visit: number;
  excerpt: string;
  details: string;
  solution: string;
}

export type ReviewSource = 'Google' | 'Facebook' | 'Yelp';

export interface Testimonial {
  fromtext: ReviewSource;
  description: string;
  authorimg: string;
  authorname: string;
  authordesig: string;
}

export interface PricingPlan {
  title: string;
  subtitle: string;
  yprice: string;
  yduration: string;
  mprice: string;
  mduration: string;
  facility: string[];
}

export interface BillingOption {
  id: 1 | 2;
  label: 'Billed Yearly' | 'Billed Monthly';
}

export interface FaqItem {
  id: number;
  title: string;
  body: string;
}

export interface Counter {
  id: number;
  value: number;
  suffix: string;
  label: string;
}

export interface Client {
  name: string;
  /** The glyph drawn beside the name in the logo. */
  mark: 'circle' | 'triangle' | 'square' | 'diamond' | 'hexagon' | 'ring' | 'bolt' | 'leaf';
}

export interface Office {
  city: string;
  address: string;
  phone: string;
  email: string;
}

export interface LegalSection {
  title: string;
  paragraphs: string[];
  /** An optional list after the paragraphs. */
  items?: string[];
}

export interface LegalDocument {
  title: string;
  updated: string;
  intro: string;
  sections: LegalSection[];
}
