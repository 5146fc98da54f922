import { RemoteSlot } from '@portal/shared';
import { Section } from '../components/PageFrame';

/** 'Latest stories': the blog's two most recent posts, from mfe-blog's exposed widget. */
export function LatestStoriesSection() {
  return (
    <Section aria-labelledby="latest-stories-heading">
      <div className="container">
        <div className="section-heading">
          <span className="section-sub">What’s going on</span>
          <h2 id="latest-stories-heading">Latest stories</h2>
        </div>
        <RemoteSlot remote="blog" module="./LatestStories" loading={<p role="status">Loading...</p>} />
      </div>
    </Section>
  );
}
