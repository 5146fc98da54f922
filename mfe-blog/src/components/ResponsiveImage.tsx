import type { ImgHTMLAttributes } from 'react';
import { mediaSources } from '@portal/contract';
import { mediaUrl } from '../lib/media-url';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet'> & {
  /** the picture's path relative to /djmedia/ (or a data URI of a demo picture) */
  path: string;
  alt: string;
  /** how wide the picture is shown, for the browser's choice among the copies */
  sizes: string;
};

/**
 * A post's picture at the size the page shows it: a media-library picture offers its copies
 * (AVIF, WebP, then its own format, each at 480/960/1600 px) and the browser picks the smallest
 * that fills the place; any other picture (older uploads, demo pictures) is served as it is.
 */
export function ResponsiveImage({ path, alt, sizes, ...image }: Props) {
  const sources = mediaSources(path, mediaUrl);
  if (!sources) return <img src={mediaUrl(path)} alt={alt} {...image} />;
  return (
    <picture>
      {sources.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img src={sources.src} srcSet={sources.srcSet} sizes={sizes} alt={alt} {...image} />
    </picture>
  );
}
