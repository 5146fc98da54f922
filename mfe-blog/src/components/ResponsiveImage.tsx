import type { ImgHTMLAttributes } from 'react';
import { mediaSrcSet } from '@portal/contract';
import { mediaUrl } from '../lib/media-url';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet'> & {
  /** the picture's path relative to /djmedia/ (or a data URI of a demo picture) */
  path: string;
  alt: string;
  /** how wide the picture is shown, for the browser's choice among the copies */
  sizes: string;
};

/**
 * A post's picture at the size the page shows it: a media-library picture offers its copies at
 * 480/960/1600 px and the browser picks the smallest that fills the place (the server answers each
 * in AVIF or WebP to a browser that takes them, so no `<picture>` markup is needed); any other
 * picture (older uploads, demo pictures) is served as it is.
 */
export function ResponsiveImage({ path, alt, sizes, ...image }: Props) {
  const sized = mediaSrcSet(path, mediaUrl);
  return <img src={sized?.src ?? mediaUrl(path)} srcSet={sized?.srcSet} sizes={sized ? sizes : undefined} alt={alt} {...image} />;
}
