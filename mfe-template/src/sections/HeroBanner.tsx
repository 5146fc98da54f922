import { Link } from '@portal/shared';
import styled from 'styled-components';
import { Artwork } from '../components/Artwork';
import { i18nKey, useTranslation } from '../i18n';
import { pages } from '@portal/pages';

export type HeroVariant = 'digital' | 'creative' | 'portfolio' | 'startup' | 'corporate';

const COPY: Record<HeroVariant, { eyebrow: string; lead: string; align: 'start' | 'center' }> = {
  digital: { eyebrow: i18nKey('Digital agency'), lead: i18nKey('We design and build websites and apps that people enjoy using, from the first sketch to launch day.'), align: 'start' },
  creative: { eyebrow: i18nKey('Creative agency'), lead: i18nKey('Brands, illustrations and campaigns with a story worth telling.'), align: 'center' },
  portfolio: { eyebrow: i18nKey('Personal portfolio'), lead: i18nKey('Independent designer and developer. Selected work, honest process, friendly collaboration.'), align: 'start' },
  startup: { eyebrow: i18nKey('Start-up studio'), lead: i18nKey('From idea to launched product in weeks: we help young companies ship their first version.'), align: 'center' },
  corporate: { eyebrow: i18nKey('Corporate agency'), lead: i18nKey('Reliable digital services for organisations that cannot afford downtime.'), align: 'start' },
};

const Hero = styled.div<{ $align: 'start' | 'center' }>`
  margin-top: -1.5rem;
  padding: 3.5rem 0;
  background: var(--color-surface);
  .container {
    display: grid;
    gap: 2rem;
    align-items: center;
    text-align: ${(p) => (p.$align === 'center' ? 'center' : 'left')};
    @media (min-width: 992px) {
      grid-template-columns: ${(p) => (p.$align === 'center' ? '1fr' : '1.1fr 0.9fr')};
    }
  }
  .eyebrow {
    text-transform: uppercase;
    letter-spacing: 0.08em;
    font-weight: 700;
    color: var(--color-muted);
    margin: 0 0 0.5rem;
  }
  h1 {
    font-size: clamp(2rem, 5vw, 3.4rem);
    max-width: ${(p) => (p.$align === 'center' ? '48rem' : 'none')};
    margin-inline: ${(p) => (p.$align === 'center' ? 'auto' : '0')};
  }
  .lead {
    font-size: 1.15rem;
    color: var(--color-muted);
    max-width: 38rem;
    margin: 0 ${(p) => (p.$align === 'center' ? 'auto' : '0')} 1.5rem;
  }
  svg {
    width: 100%;
    height: auto;
    border-radius: var(--radius);
    max-height: ${(p) => (p.$align === 'center' ? '220px' : 'none')};
  }
`;

/** The agency home banner: the spec's headline and 'Get Started' to the contact page. */
export function HeroBanner({ variant }: { variant: HeroVariant }) {
  const { t } = useTranslation();
  const copy = COPY[variant];
  return (
    <Hero $align={copy.align} className={`hero hero-${variant}`}>
      <div className="container">
        <div>
          <p className="eyebrow">{t(copy.eyebrow)}</p>
          <h1>{t('Build beautiful website & mobile apps.')}</h1>
          <p className="lead">{t(copy.lead)}</p>
          <Link className="btn" to={pages.contact.href()}>
            {t('Get Started')}
          </Link>
        </div>
        <Artwork seed={`hero-${variant}`} ratio={copy.align === 'center' ? 'wide' : 'square'} />
      </div>
    </Hero>
  );
}
