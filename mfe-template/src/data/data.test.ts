import { PRIVACY_POLICY } from './legal/privacy-policy';
import { TERMS_OF_USE } from './legal/terms-of-use';
import { PROJECTS } from './projects';
import { SERVICE_CATEGORIES, SERVICES } from './services';
import { REVIEW_SOURCES, TESTIMONIALS } from './testimonials';
import { CLIENTS } from './clients';

describe('demo data', () => {
  it('has about 30 services covering the six categories, each with a four-step process', () => {
    expect(SERVICES.length).toBeGreaterThanOrEqual(28);
    expect(new Set(SERVICES.map((s) => s.cate))).toEqual(new Set(SERVICE_CATEGORIES));
    for (const service of SERVICES) {
      expect(service.process.steps).toHaveLength(4);
      // The process heading names the service: the page fills {{service}} with its translated title.
      expect(service.process.sectionTitle).toContain('{{service}}');
    }
  });

  it('has at least 16 projects, with Branding and Mobile among the first six', () => {
    expect(PROJECTS.length).toBeGreaterThanOrEqual(16);
    const firstSix = PROJECTS.slice(0, 6).flatMap((p) => p.category);
    expect(firstSix).toContain('Branding');
    expect(firstSix).toContain('Mobile');
  });

  it('has three reviews from each of Google, Facebook and Yelp', () => {
    expect(REVIEW_SOURCES).toEqual(['Google', 'Facebook', 'Yelp']);
    for (const source of REVIEW_SOURCES) expect(TESTIMONIALS.filter((t) => t.fromtext === source)).toHaveLength(3);
  });

  it('has eight client logos', () => {
    expect(CLIENTS).toHaveLength(8);
  });

  it('has a privacy policy of 10 sections that covers minors under 16, and terms of 9 sections', () => {
    expect(PRIVACY_POLICY.sections).toHaveLength(10);
    expect(PRIVACY_POLICY.sections.some((s) => s.paragraphs.some((p) => p.includes('menores de 16 años')))).toBe(true);
    expect(TERMS_OF_USE.sections).toHaveLength(9);
    expect(PRIVACY_POLICY.updated).toBe('22 de agosto de 2025');
    expect(TERMS_OF_USE.updated).toBe('22 de agosto de 2025');
  });
});
