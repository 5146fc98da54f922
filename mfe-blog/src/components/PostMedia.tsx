import styled from 'styled-components';
import { mediaUrl } from '../lib/media-url';
import { Gallery } from './Gallery';
import { PlayIcon } from './PlayIcon';
import { ResponsiveImage } from './ResponsiveImage';

/** The post page's picture fills the text column (at most 800 px wide). */
const POST_PAGE_SIZES = '(max-width: 840px) 100vw, 800px';
import type { Post } from '@portal/contract';
import { translate, useTranslation } from '../i18n';

const Cover = styled.div`
  position: relative;
  img {
    display: block;
    width: 100%;
    aspect-ratio: 8 / 5;
    object-fit: cover;
    border-radius: var(--radius);
    background: var(--color-surface);
  }
  .play {
    position: absolute;
    inset: 0;
    display: grid;
    place-items: center;
    pointer-events: none;
  }
  .badge {
    position: absolute;
    left: 0.5rem;
    top: 0.5rem;
    padding: 0.1rem 0.5rem;
    border-radius: var(--radius);
    background: #1a1d23;
    color: #ffffff;
    font-size: 0.875rem;
    font-weight: 600;
  }
`;

/** The post's picture with the play-button overlay of a 'video' post (the overlay is the cue, the badge the text). */
export function VideoCover({ path, alt, sizes, size = 64 }: { path: string; alt: string; sizes: string; size?: number }) {
  const { t } = useTranslation();
  return (
    <Cover>
      <ResponsiveImage path={path} alt={alt} sizes={sizes} width={800} height={500} loading="lazy" />
      <span className="play">
        <PlayIcon size={size} />
      </span>
      <span className="badge">{t('Video')}</span>
    </Cover>
  );
}

function imagesOf(post: Post): string[] {
  const list = post.images?.length ? post.images : post.image ? [post.image] : [];
  return list.filter(Boolean);
}

/** A post's images as the spec lays them out: a gallery for 'gallery', a play button for 'video'. */
export function PostMedia({ post }: { post: Post }) {
  const images = imagesOf(post);
  if (images.length === 0) return null;
  if (post.format === 'gallery') {
    return (
      <Gallery
        label={`Galería: ${post.title}`}
        images={images.map((path, i) => ({ src: mediaUrl(path), alt: translate('{{title}}, picture {{number}} of {{total}}', { title: post.title, number: i + 1, total: images.length }) }))}
      />
    );
  }
  // The editor's description of the picture; the title for the posts written before there was one.
  const alt = post.image_alt?.trim() || post.title;
  if (post.format === 'video') return <VideoCover path={images[0]!} alt={alt} sizes={POST_PAGE_SIZES} size={88} />;
  return (
    <Cover>
      <ResponsiveImage path={images[0]!} alt={alt} sizes={POST_PAGE_SIZES} width={800} height={500} />
    </Cover>
  );
}
