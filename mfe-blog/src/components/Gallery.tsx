import { useId, useState } from 'react';
import { Link } from '@portal/shared';
import styled from 'styled-components';
import { useTranslation } from '../i18n';

const Figure = styled.figure`
  margin: 0;
  .gallery-frame img {
    display: block;
    width: 100%;
    aspect-ratio: 8 / 5;
    object-fit: cover;
    border-radius: var(--radius);
    background: var(--color-surface);
  }
  .gallery-controls {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 0.5rem;
    margin-top: 0.5rem;
  }
  .gallery-controls button {
    min-width: 44px;
  }
`;

export interface GalleryImage {
  src: string;
  alt: string;
}

/**
 * A small gallery for posts of format 'gallery': one picture at a time with previous/next buttons
 * (keyboard and screen reader usable, the position announced politely). It wraps around. With
 * `href` the picture is a link (a list card's thumbnail).
 */
export function Gallery({ images, label, href }: { images: GalleryImage[]; label: string; href?: string }) {
  const [index, setIndex] = useState(0);
  const statusId = useId();
  const { t } = useTranslation();
  if (images.length === 0) return null;
  const current = images[Math.min(index, images.length - 1)]!;
  const go = (step: number) => setIndex((i) => (i + step + images.length) % images.length);
  const picture = <img src={current.src} alt={current.alt} width={800} height={500} loading="lazy" />;
  return (
    <Figure role="group" aria-roledescription={t('gallery')} aria-label={label}>
      <div className="gallery-frame">
        {href ? <Link to={href}>{picture}</Link> : picture}
      </div>
      {images.length > 1 && (
        <div className="gallery-controls">
          <button type="button" className="btn btn-outline" onClick={() => go(-1)} aria-controls={statusId}>
            <span aria-hidden="true">‹</span>
            <span className="visually-hidden">{t('Previous picture')}</span>
          </button>
          <span id={statusId} aria-live="polite">
            {t('Picture {{number}} of {{total}}', { number: index + 1, total: images.length })}
          </span>
          <button type="button" className="btn btn-outline" onClick={() => go(1)} aria-controls={statusId}>
            <span className="visually-hidden">{t('Next picture')}</span>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
    </Figure>
  );
}
