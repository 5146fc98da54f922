import { Link } from '@portal/shared';
import type { Banner } from '@portal/contract';
import { mediaUrl } from '../../site/urls';

/**
 * One banner: its image from /djmedia/ and its title, linking where the banner says. A picture of
 * the media library comes in the width the screen needs (the site config's srcset; /djmedia/ answers
 * AVIF or WebP to a browser that takes them) and says what it shows; the others stay decorative beside the title.
 */
export function BannerSlide({ banner, origin, eager }: { banner: Banner; origin: string; eager: boolean }) {
  // The server's addresses are site-absolute; the page may be served from another host than the media.
  const srcSet = banner.image_srcset?.replace(/\/djmedia\//g, `${origin}/djmedia/`);
  const image = (
    <>
      <img
        src={mediaUrl(origin, banner.image)}
        srcSet={srcSet}
        // The slider spans the page up to 1200 px; past 960 px every width picks the 1600 px copy
        // anyway, so the whole viewport says the same in fewer bytes. Without srcset, sizes says nothing.
        sizes="100vw"
        alt={banner.image_alt || ''}
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
