import { Suspense, lazy, useState } from 'react';
import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { siteConfigAtom } from '@portal/shared';
import { BannerSlide } from './BannerSlide';
import { useReducedMotion } from '../../motion/use-reduced-motion';
import { useAnyDialogOpen } from '../../motion/use-any-dialog-open';
import { useAfterPageLoad } from '../../performance/use-after-page-load';
import { currentServerOrigin } from '../../site/use-server-origin';
import { useTranslation } from '../../i18n';

// react-slick loads once the page has loaded; until then the first banner stands in its place, so
// the page's largest image never waits for the carousel's code.
const SlickSlider = lazy(() => import('./SlickSlider'));

// .banner-standin: the first banner standing in for the carousel keeps the room of the
// carousel's dots (one row of 44 px buttons and its margin, see SlickSlider); otherwise everything
// below moved down by that row when the carousel arrived, under a visitor already scrolling.
// (A comment inside the styles would be shipped to every first visit.)
const Section = styled.section`
  position: relative;
  .banner-slide {
    position: relative;
    display: block;
    color: var(--color-text);
    text-decoration: none;
  }
  .banner-slide img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 8 / 3;
    object-fit: cover;
    border-radius: var(--radius);
  }
  .banner-title {
    display: block;
    padding: 0.5rem 0.25rem 0;
    color: var(--color-text);
    font-weight: 700;
    font-size: clamp(1rem, 2vw, 1.25rem);
  }
  a.banner-slide .banner-title {
    color: var(--color-link);
  }
  a.banner-slide:hover .banner-title {
    text-decoration: underline;
  }
  .banner-standin {
    padding-bottom: calc(44px + 0.5rem);
  }
  .slider-pause {
    position: absolute;
    top: 0.75rem;
    right: 0.75rem;
    z-index: 3;
    min-height: 44px;
    padding: 0.3rem 0.8rem;
    border: 1px solid var(--color-border);
    border-radius: var(--radius);
    background: var(--color-bg);
    color: var(--color-text);
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
`;

/**
 * The banner slider (spec section 2): banners from the site config, autoplay 1500 ms, 500 ms
 * transition. It can be paused (WCAG 2.2.2) and starts paused under prefers-reduced-motion.
 */
export function BannerSlider() {
  const banners = useAtomValue(siteConfigAtom)?.banners ?? [];
  const { t } = useTranslation();
  const reducedMotion = useReducedMotion();
  const [userChoice, setUserChoice] = useState<boolean | null>(null);
  const dialogOpen = useAnyDialogOpen();
  const playing = userChoice ?? !reducedMotion;
  const origin = currentServerOrigin();
  const sliderWanted = useAfterPageLoad();

  if (banners.length === 0) return null;
  const firstBanner = <BannerSlide banner={banners[0]} origin={origin} eager />;
  if (banners.length === 1) {
    return (
      <Section aria-label={t('Banners')} className="banner-slider">
        {firstBanner}
      </Section>
    );
  }
  const standIn = <div className="banner-standin">{firstBanner}</div>;
  return (
    <Section aria-roledescription={t('carousel')} aria-label={t('Banners')} className="banner-slider">
      <button type="button" className="slider-pause" onClick={() => setUserChoice(!playing)}>
        {playing ? t('Pause') : t('Resume')}
        <span className="visually-hidden"> {t('the banner carousel')}</span>
      </button>
      {sliderWanted ? (
        <Suspense fallback={standIn}>
          <SlickSlider banners={banners} playing={playing && !dialogOpen} reducedMotion={reducedMotion} origin={origin} />
        </Suspense>
      ) : (
        standIn
      )}
    </Section>
  );
}
