import { RemoteSlot } from '@portal/shared';

/**
 * 'Latest stories': the blog's two most recent posts. mfe-blog's widget brings its own section,
 * container and 'Latest stories' heading, so this only places it (composed at run time).
 */
export function LatestStoriesSection() {
  return (
    <RemoteSlot
      remote="blog"
      module="./LatestStories"
      loading={
        <p role="status" className="container">
          Loading...
        </p>
      }
    />
  );
}
