import { Link } from '@portal/shared';
import { mediaSources, type Banner } from '@portal/contract';
import { mediaUrl } from '../../site/urls';

/**
 * One banner: its image from /djmedia/ and its title, linking where the banner says. A picture of
 * the media library comes in the size the screen needs (AVIF or WebP first) and says what it shows;
 * the others stay decorative beside the title.
 */
export function BannerSlide({ banner, origin, eager }: { banner: Banner; origin: string; eager: boolean }) {
  const sources = mediaSources(banner.image, (path) => mediaUrl(origin, path));
  const sizes = sources ? '(max-width: 1200px) 100vw, 1200px' : undefined;
  const picture = (
    <img
      src={sources?.src ?? mediaUrl(origin, banner.image)}
      srcSet={sources?.srcSet}
      sizes={sizes}
      alt={banner.image_alt?.trim() ?? ''}
      width={1600}
      height={600}
      loading={eager ? 'eager' : 'lazy'}
      // Lower case: React 18 knows no fetchPriority prop and warns (the attribute is the same).
      {...(eager ? { fetchpriority: 'high' } : {})}
    />
  );
  const image = (
    <>
      {sources ? (
        <picture>
          {sources.sources.map((source) => <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />)}
          {picture}
        </picture>
      ) : picture}
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
