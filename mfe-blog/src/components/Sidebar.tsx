import { useId } from 'react';
import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { currentCustomerAtom } from '@portal/shared';
import { SiteSearchBox, SocialLinks } from '@portal/ui';
import { mediaUrl } from '../lib/media-url';
import { useRecentPosts } from '../lib/blog-data';
import { RecentPosts } from './RecentPosts';
import { SnippetWidgets } from './SnippetWidgets';
import type { Post } from '@portal/contract';
import { useTranslation } from '../i18n';

const Aside = styled.aside`
  display: grid;
  /* Never wider than its column: the search field alone used to push it to 372 px (issue 19). */
  grid-template-columns: minmax(0, 1fr);
  gap: 1.5rem;
  align-content: start;
  .sidebar-widget {
    padding: 1rem;
    border: 1px solid var(--color-border);
    border-radius: var(--radius);
    background: var(--color-surface);
  }
  h2 {
    font-size: 1.15rem;
  }
  .sidebar-search .search-row {
    display: flex;
    gap: 0.5rem;
  }
  .sidebar-search input {
    flex: 1;
    min-width: 0;
    width: 0;
  }
  .recent-posts {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 0.75rem;
  }
  .recent-posts li {
    display: grid;
  }
  .recent-posts a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
  .recent-posts time {
    color: var(--color-muted);
    font-size: 0.875rem;
  }
`;

function RecentFromList() {
  const { posts } = useRecentPosts();
  return <RecentPosts posts={posts} />;
}

/**
 * The blog sidebar (spec section 2): search box, social links, 'post_side' snippets and 'Noticias
 * Recientes'. The detail page passes its post's recent_posts; elsewhere they come from the first
 * page of the list (one cached request shared with the list itself).
 */
export function Sidebar({ recentPosts }: { recentPosts?: Post[] }) {
  const customer = useAtomValue(currentCustomerAtom);
  const id = useId();
  const { t } = useTranslation();
  return (
    <Aside aria-label={t('News sidebar')}>
      <section className="sidebar-widget" aria-labelledby={`${id}-search`}>
        <h2 id={`${id}-search`}>{t('Search')}</h2>
        <SiteSearchBox className="sidebar-search" label={t('Search the news')} buttonLabel={t('Search')} labelHidden placeholder={t('Search...')} />
      </section>
      <section className="sidebar-widget" aria-labelledby={`${id}-social`}>
        <h2 id={`${id}-social`}>{t('Follow us')}</h2>
        <SocialLinks
          networks={customer?.apps_config?.socialNetworks ?? []}
          imageUrl={mediaUrl}
          linkLabel={(name) => t('{{name}} (opens in a new tab)', { name })}
          emptyText={t('No social networks set up.')}
        />
      </section>
      <SnippetWidgets />
      <section className="sidebar-widget" aria-labelledby={`${id}-recent`}>
        <h2 id={`${id}-recent`}>{t('Recent News')}</h2>
        {recentPosts ? <RecentPosts posts={recentPosts} /> : <RecentFromList />}
      </section>
    </Aside>
  );
}
