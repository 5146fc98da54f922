import type { ComponentType } from 'react';
import { CASE_STUDY_COUNTERS } from '../data/counters';
import { AboutSection } from './AboutSection';
import { CallToAction } from './CallToAction';
import { ClientsSection } from './ClientsSection';
import { CountersSection } from './CountersSection';
import { HeroBanner, type HeroVariant } from './HeroBanner';
import { LatestStoriesSection } from './LatestStoriesSection';
import { PricingSection } from './PricingSection';
import { ProjectsTeaser } from './ProjectsTeaser';
import { ServicesTeaser } from './ServicesTeaser';
import { useTranslation } from '../i18n';

function FeaturedCaseStudy() {
  const { t } = useTranslation();
  return <CountersSection counters={CASE_STUDY_COUNTERS} sub={t('Featured Case Study')} title={t('Numbers that speak for our work')} id="case-study-counters-heading" />;
}

type SectionName = 'services' | 'projects' | 'about' | 'counters' | 'clients' | 'stories' | 'pricing' | 'cta';

const SECTIONS: Record<SectionName, ComponentType> = {
  services: ServicesTeaser,
  projects: ProjectsTeaser,
  about: AboutSection,
  counters: FeaturedCaseStudy,
  clients: ClientsSection,
  stories: LatestStoriesSection,
  pricing: PricingSection,
  cta: CallToAction,
};

/** Each home has every section the spec lists, in its own order, after its own hero. */
export const HOME_LAYOUTS: Record<HeroVariant, SectionName[]> = {
  digital: ['services', 'about', 'counters', 'clients', 'stories', 'pricing', 'cta'],
  creative: ['projects', 'about', 'clients', 'counters', 'pricing', 'stories', 'cta'],
  portfolio: ['projects', 'counters', 'about', 'stories', 'clients', 'cta', 'pricing'],
  startup: ['about', 'pricing', 'counters', 'services', 'clients', 'stories', 'cta'],
  corporate: ['counters', 'services', 'clients', 'about', 'pricing', 'stories', 'cta'],
};

/** An agency home page of the template (English demo copy, spec section 2). */
export function AgencyHome({ variant }: { variant: HeroVariant }) {
  return (
    <div className={`agency-home agency-home-${variant}`}>
      <HeroBanner variant={variant} />
      {HOME_LAYOUTS[variant].map((name) => {
        const Section = SECTIONS[name];
        return <Section key={name} />;
      })}
    </div>
  );
}
