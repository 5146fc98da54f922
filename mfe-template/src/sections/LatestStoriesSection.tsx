import { useMemo } from 'react';
import { RemoteSlot } from '@portal/shared';
import { useTranslation } from '../i18n';

/**
 * 'Latest stories': the blog's two most recent posts. mfe-blog's widget brings its own section,
 * container and 'Latest stories' heading, so this only places it (composed at run time).
 */
export function LatestStoriesSection() {
  const { t } = useTranslation();
  // The same element between renders, as RemoteSlot asks.
  const loading = useMemo(
    () => (
      <p role="status" className="container">
        {t('Loading...')}
      </p>
    ),
    [t],
  );
  return <RemoteSlot widget="blog/LatestStories" loading={loading} />;
}
