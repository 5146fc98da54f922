// A city page as citizens will read it, beside its form while it is written: the title and the body
// rendered by mfe-blog's own PostBody (the public page's sanitiser and styles).
import { RemoteSlot } from '@portal/shared';
import { useTranslation } from '../i18n';

export function PagePreview({ values }: { values: Record<string, unknown> }) {
  const { t } = useTranslation();
  const title = String(values.title ?? '');
  return (
    <section className="admin-preview" aria-labelledby="admin-page-preview">
      <h2 id="admin-page-preview">{t('Preview')}</h2>
      <article className="admin-preview-article">
        <h3>{title || t('(no title)')}</h3>
        <RemoteSlot widget="blog/PostBody" props={{ html: String(values.body ?? '') }} loading={<p role="status">{t('Loading...')}</p>} />
      </article>
    </section>
  );
}
