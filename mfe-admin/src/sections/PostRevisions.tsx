// A news post's versions (every save is one, with who saved it and when): the newest first, any
// older one shown side by side with the newest as citizens would read them (mfe-blog's PostBody),
// and restored with one button (the restore is saved as a new version).
import { useEffect, useState } from 'react';
import { RemoteSlot } from '@portal/shared';
import type { EditorPost, PostRevision } from '@portal/contract';
import { corporateCall, failureOf, sectionEnvelope } from '../api/corporate-client';
import { consoleInstant, useConsoleTimeZone } from '../console/console-time';
import { useTranslation } from '../i18n';

interface Props {
  postId: number;
  /** Changes after every save, so the list is read again. */
  version: number;
  onRestored: (post: EditorPost, status: string) => void;
}

function RevisionColumn({ revision, heading }: { revision: PostRevision; heading: string }) {
  const { t } = useTranslation();
  return (
    <article className="admin-preview-article" aria-label={heading}>
      <p className="admin-hint">{heading}</p>
      <h3>{revision.title || t('(no title)')}</h3>
      {revision.excerpt && <p>{revision.excerpt}</p>}
      <RemoteSlot widget="blog/PostBody" props={{ html: revision.body }} loading={<p role="status">{t('Loading...')}</p>} />
    </article>
  );
}

export function PostRevisions({ postId, version, onRestored }: Props) {
  const { t } = useTranslation();
  const zone = useConsoleTimeZone();
  const [revisions, setRevisions] = useState<PostRevision[] | null>(null);
  const [compared, setCompared] = useState<number | null>(null);
  const [failure, setFailure] = useState('');

  useEffect(() => {
    let live = true;
    corporateCall('post/revisions', { id: postId })
      .then((list) => live && setRevisions(list))
      .catch((error) => live && setFailure(failureOf(error).message));
    return () => {
      live = false;
    };
  }, [postId, version]);

  async function restore(revision: PostRevision) {
    setFailure('');
    try {
      const answer = await sectionEnvelope<EditorPost>('post/restore', { id: postId, revision_id: revision.id });
      setCompared(null);
      onRestored(answer.data, t('Version of {{when}} restored.', { when: consoleInstant(revision.created, zone, t) }));
    } catch (error) {
      setFailure(failureOf(error).message);
    }
  }

  const newest = revisions?.[0];
  const older = revisions?.find((revision) => revision.id === compared);
  return (
    <section className="admin-post-revisions" aria-labelledby="admin-post-revisions">
      <h2 id="admin-post-revisions">{t('Version history')}</h2>
      {failure && <p role="alert" className="admin-failure">{failure}</p>}
      {revisions === null && !failure && <p role="status">{t('Loading...')}</p>}
      {revisions && (
        <ol className="admin-revision-list">
          {revisions.map((revision, index) => {
            const when = consoleInstant(revision.created, zone, t);
            return (
              <li key={revision.id}>
                <span>{t('{{when}}, by {{author}}: «{{title}}»', { when, author: revision.author, title: revision.title })}</span>{' '}
                {index === 0 ? (
                  <span className="admin-hint">{t('(current)')}</span>
                ) : (
                  <>
                    <button type="button" className="admin-link-button" aria-pressed={compared === revision.id} onClick={() => setCompared(compared === revision.id ? null : revision.id)}>
                      {t('Compare the version of {{when}} with the current one', { when })}
                    </button>{' '}
                    <button type="button" className="admin-link-button" onClick={() => void restore(revision)}>
                      {t('Restore the version of {{when}}', { when })}
                    </button>
                  </>
                )}
              </li>
            );
          })}
        </ol>
      )}
      {older && newest && (
        <div className="admin-revision-compare">
          <RevisionColumn revision={older} heading={t('Version of {{when}}', { when: consoleInstant(older.created, zone, t) })} />
          <RevisionColumn revision={newest} heading={t('Current version')} />
        </div>
      )}
    </section>
  );
}
