import { Link } from '@portal/shared';
import { mediaSrcSet, type Banner } from '@portal/contract';
import { mediaUrl } from '../../site/urls';

/**
 * One banner: its image from /djmedia/ and its title, linking where the banner says. A picture of
 * the media library comes in the width the screen needs (srcset; the server answers AVIF or WebP to
 * a browser that takes them) and says what it shows; the others stay decorative beside the title.
 */
export function BannerSlide({ banner, origin, eager }: { banner: Banner; origin: string; eager: boolean }) {
  const sized = mediaSrcSet(banner.image, (path) => mediaUrl(origin, path));
  const image = (
    <>
      <img
        src={sized?.src ?? mediaUrl(origin, banner.image)}
        srcSet={sized?.srcSet}
        sizes={sized ? '(max-width: 1200px) 100vw, 1200px' : undefined}
        alt={banner.image_alt?.trim() ?? ''}
        width={1600}
        height={600}
        loading={eager ? 'eager' : 'lazy'}
        // Lower case: React 18 knows no fetchPriority prop and warns (the attribute is the same).
        {...(eager ? { fetchpriority: 'high' } : {})}
      />
      <span className="banner-title">{banner.title}</span>
    </>
  );
  const link = banner.link?.trim();
  if (!link || link === '#') return <div className="banner-slide">{image}</div>;
  if (link.startsWith('/')) {
    return (
      <Link className="banner-slide" to={link}>
        {image}
      </Link>
    );
  }
  return (
    <a className="banner-slide" href={link}>
      {image}
    </a>
  );
}
