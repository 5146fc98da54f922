import { Link } from '@portal/shared';
import { mediaUrl } from '../../site/urls';
import type { Banner } from '@portal/contract';

/** One banner: its image from /djmedia/ and its title, linking where the banner says. */
export function BannerSlide({ banner, origin, eager }: { banner: Banner; origin: string; eager: boolean }) {
  const image = (
    <>
      <img
        src={mediaUrl(origin, banner.image)}
        alt=""
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
