import { useEffect, useRef, useState, type RefObject } from 'react';
import Slider, { type CustomArrowProps } from 'react-slick';
import styled from 'styled-components';
import { BannerSlide } from './BannerSlide';
import { useTranslation } from '../../i18n';
import type { Banner } from '@portal/contract';

/** Spec section 9: autoplay every 1500 ms, 500 ms transition. */
export const AUTOPLAY_MS = 1500;
export const SPEED_MS = 500;

// The few slick-carousel rules the slider needs (the build has no CSS loader, and no CSS is
// imported from another package).
// `.slick-dots` needs `display: flex !important`: react-slick writes style="display: block" on the list.
const Frame = styled.div`
  .slick-slider {
    position: relative;
    display: block;
    user-select: none;
    touch-action: pan-y;
  }
  .slick-list {
    position: relative;
    display: block;
    overflow: hidden;
    margin: 0;
    padding: 0;
  }
  .slick-track {
    position: relative;
    top: 0;
    left: 0;
    display: flex;
  }
  .slick-slide {
    display: none;
    min-height: 1px;
  }
  .slick-initialized .slick-slide {
    display: block;
  }
  .slick-dots {
    display: flex !important;
    justify-content: center;
    flex-wrap: wrap;
    gap: 0.25rem;
    list-style: none;
    margin: 0.5rem 0 0;
    padding: 0;
  }
  .slick-dots button {
    min-width: 44px;
    min-height: 44px;
    border: 0;
    background: transparent;
    color: var(--color-text);
    cursor: pointer;
    font: inherit;
  }
  .slick-dots button::before {
    content: '';
    display: inline-block;
    width: 12px;
    height: 12px;
    border-radius: 50%;
    border: 2px solid var(--color-muted);
  }
  .slick-dots .slick-active button::before {
    background: var(--color-primary);
    border-color: var(--color-primary);
  }
  .slick-arrow {
    position: absolute;
    top: calc(50% - 1.5rem);
    z-index: 2;
    width: 44px;
    height: 44px;
    border: 1px solid var(--color-border);
    border-radius: 50%;
    background: var(--color-bg);
    color: var(--color-text);
    cursor: pointer;
  }
  .slick-prev {
    left: 0.5rem;
  }
  .slick-next {
    right: 0.5rem;
  }
`;

function Arrow({ className, onClick, label, path }: CustomArrowProps & { label: string; path: string }) {
  return (
    <button type="button" className={className} onClick={onClick} aria-label={label}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d={path} fill="none" stroke="currentColor" strokeWidth="2.5" />
      </svg>
    </button>
  );
}

/**
 * Slick keeps hidden and cloned slides in the page with aria-hidden="true". Making them inert as
 * well takes their links out of the tab order, so keyboard users never land on an unseen slide.
 */
function useInertHiddenSlides(root: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const el = root.current;
    if (!el) return;
    const sync = () => {
      el.querySelectorAll<HTMLElement>('.slick-slide').forEach((slide) => {
        slide.inert = slide.getAttribute('aria-hidden') === 'true';
      });
    };
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(el, { subtree: true, attributes: true, attributeFilter: ['aria-hidden'], childList: true });
    return () => observer.disconnect();
  }, [root]);
}

export interface SlickSliderProps {
  banners: Banner[];
  playing: boolean;
  reducedMotion: boolean;
  origin: string;
}

/** The banner carousel on react-slick, loaded on demand so the first paint does not wait for it. */
export default function SlickSlider({ banners, playing, reducedMotion, origin }: SlickSliderProps) {
  const { t } = useTranslation();
  const slider = useRef<Slider>(null);
  const frame = useRef<HTMLDivElement>(null);
  // The banner on screen: its dot says so (aria-current), not by its colour alone.
  const [current, setCurrent] = useState(0);
  useInertHiddenSlides(frame);

  useEffect(() => {
    if (playing) slider.current?.slickPlay();
    else slider.current?.slickPause();
  }, [playing]);

  return (
    <Frame ref={frame}>
      <Slider
        ref={slider}
        autoplay={playing}
        autoplaySpeed={AUTOPLAY_MS}
        speed={reducedMotion ? 0 : SPEED_MS}
        infinite
        dots
        arrows
        pauseOnHover
        pauseOnFocus
        prevArrow={<Arrow label={t('Previous banner')} path="M15 5l-7 7 7 7" />}
        nextArrow={<Arrow label={t('Next banner')} path="M9 5l7 7-7 7" />}
        beforeChange={(_from, to) => setCurrent(to)}
        customPaging={(index) => (
          <button
            type="button"
            aria-label={t('Show banner {{number}}: {{title}}', { number: index + 1, title: banners[index]?.title ?? '' })}
            aria-current={index === current ? 'true' : undefined}
          >
            <span className="visually-hidden">{index + 1}</span>
          </button>
        )}
      >
        {banners.map((banner, index) => (
          <BannerSlide key={banner.id} banner={banner} origin={origin} eager={index === 0} />
        ))}
      </Slider>
    </Frame>
  );
}
