import { Link, useParams } from '@portal/shared';
import styled from 'styled-components';
import { demoFacets, filterDemoPosts, labelForSlug, type DemoFilter } from '../data/demo-filters';
import type { DemoPost } from '../data/demo-posts';
import { BlogLayout } from './BlogLayout';
import { DemoPostCard } from './DemoPostCard';
import { hasBuiltInIcon, SocialIcon } from '@portal/ui';
import { i18nKey, useTranslation } from '../i18n';

// The news list's two-column layout, plus the facet lists and the author box of the demo pages.
const Layout = styled(BlogLayout)`
  .facets {
    display: grid;
    gap: 1.5rem;
    align-content: start;
  }
  .facets h2 {
    font-size: 1.15rem;
  }
  .facets ul {
    margin: 0;
    padding-left: 1.1rem;
  }
  .facets li {
    padding-block: 0.2rem;
  }
  .author-box {
    display: flex;
    gap: 1rem;
    align-items: flex-start;
    padding: 1rem;
    margin-bottom: 1.5rem;
    border: 1px solid var(--color-border);
    border-radius: var(--radius);
    background: var(--color-surface);
  }
  .author-box img {
    flex: 0 0 72px;
    width: 72px;
    height: 72px;
    border-radius: 50%;
  }
  .author-box > div {
    min-width: 0;
  }
  .author-social {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    list-style: none;
    padding: 0;
    margin: 0.5rem 0 0;
  }
  .author-social a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 44px;
    height: 44px;
    color: var(--color-link);
  }
`;

const TITLES: Record<DemoFilter, { heading: string; empty: string; list: string }> = {
  category: { heading: i18nKey('Category'), empty: i18nKey('There are no articles in this category.'), list: i18nKey('Categories') },
  author: { heading: i18nKey('Author'), empty: i18nKey('There are no articles by this author.'), list: i18nKey('Authors') },
  archive: { heading: i18nKey('Archive'), empty: i18nKey('There are no articles in this month.'), list: i18nKey('Archive') },
};

/** A chain link, for a network without an icon of its own (decorative: the link carries the name). */
function LinkIcon() {
  return (
    <svg width={24} height={24} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M10.6 13.4a1 1 0 0 1 0-1.4l3.5-3.5a3 3 0 1 1 4.2 4.2l-2 2-1.4-1.4 2-2a1 1 0 1 0-1.4-1.4L12 13.4a1 1 0 0 1-1.4 0zm2.8-2.8a1 1 0 0 1 0 1.4l-3.5 3.5a3 3 0 1 1-4.2-4.2l2-2 1.4 1.4-2 2a1 1 0 1 0 1.4 1.4l3.5-3.5a1 1 0 0 1 1.4 0z" />
    </svg>
  );
}

const NETWORK_NAMES: Record<string, string> = { pinterst: 'Pinterest', dribble: 'Dribbble' };

function AuthorBox({ post }: { post: DemoPost }) {
  const links = Object.entries(post.social).filter(([, url]) => !!url);
  const { t } = useTranslation();
  return (
    <div className="author-box">
      <img src={post.author_avatar} alt="" width={72} height={72} />
      <div>
        <p>{post.author_para}</p>
        {links.length > 0 && (
          <ul className="author-social">
            {links.map(([network, url]) => {
              const name = NETWORK_NAMES[network] ?? network.charAt(0).toUpperCase() + network.slice(1);
              return (
                <li key={network}>
                  <a href={url} target="_blank" rel="noopener noreferrer">
                    {hasBuiltInIcon(network) ? <SocialIcon name={network} /> : <LinkIcon />}
                    <span className="visually-hidden">
                      {t('{{network}} of {{author}} (opens in a new tab)', { network: name, author: post.author_name })}
                    </span>
                  </a>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </div>
  );
}

/** The lists of categories, authors and months, so every demo page leads to the others. */
function Facets() {
  const { t } = useTranslation();
  return (
    <aside className="facets" aria-label={t('Explore articles')}>
      {(['category', 'author', 'archive'] as const).map((filter) => (
        <nav key={filter} aria-label={t(TITLES[filter].list)}>
          <h2>{t(TITLES[filter].list)}</h2>
          <ul>
            {demoFacets(filter).map((facet) => (
              <li key={facet.slug}>
                <Link to={`/${filter}/${facet.slug}`}>
                  {facet.label} ({facet.count})
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ))}
    </aside>
  );
}

/**
 * /category/{slug}, /author/{slug}, /archive/{slug}: the static demo posts filtered by one value.
 * An unknown slug shows an empty state with the values that exist, never a crash.
 */
export function DemoArchive({ filter }: { filter: DemoFilter }) {
  const slug = useParams().slug ?? '';
  const posts = filterDemoPosts(filter, slug);
  const label = labelForSlug(filter, slug);
  const titles = TITLES[filter];
  const { t } = useTranslation();
  return (
    <section className="container">
      <h1>{label ? `${t(titles.heading)}: ${label}` : t(titles.heading)}</h1>
      <Layout>
        <div>
          {filter === 'author' && posts[0] && <AuthorBox post={posts[0]} />}
          {posts.length === 0 ? (
            <div className="empty-state">
              <p>{t(titles.empty)}</p>
              <p>{t('Choose another option from the list or see')} <Link to="/blog-grid/">{t('all the news')}</Link>.</p>
            </div>
          ) : (
            <ul className="post-grid demo-list">
              {posts.map((post) => (
                <li key={post.id}>
                  <DemoPostCard post={post} />
                </li>
              ))}
            </ul>
          )}
        </div>
        <Facets />
      </Layout>
    </section>
  );
}
