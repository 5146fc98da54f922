// A city page as citizens will read it, beside its form while it is written: the title, the body
// rendered by mfe-blog's own PostBody (the public page's sanitiser and styles) and its attached
// files as the public page lists them (mfe-blog's PageFileList).
import { RemoteSlot } from '@portal/shared';
import { useTranslation } from '../i18n';
import { usePageAttachments } from './page-attachments-store';

export function PagePreview({ values, id = null }: { values: Record<string, unknown>; id?: number | null }) {
  const { t } = useTranslation();
  const title = String(values.title ?? '');
  const files = usePageAttachments(id);
  return (
    <section className="admin-preview" aria-labelledby="admin-page-preview">
      <h2 id="admin-page-preview">{t('Preview')}</h2>
      <article className="admin-preview-article">
        <h3>{title || t('(no title)')}</h3>
        <RemoteSlot widget="blog/PostBody" props={{ html: String(values.body ?? '') }} loading={<p role="status">{t('Loading...')}</p>} />
        {files.length > 0 && (
          <section aria-labelledby="admin-page-preview-files">
            <h4 id="admin-page-preview-files">{t('Files')}</h4>
            <RemoteSlot widget="blog/PageFileList" props={{ files }} loading={<p role="status">{t('Loading...')}</p>} />
          </section>
        )}
      </article>
    </section>
  );
}
