// What citizens answered to '¿Le resultó útil esta página?' (editors): per page, how many said yes
// and no, and the comments they left, newest first. Read-only: the answers carry nobody's name.
import { useEffect, useState } from 'react';
import type { PageFeedback } from '@portal/contract';
import { corporateCall, failureOf } from '../api/corporate-client';
import { useTranslation } from '../i18n';
import type { EditorProps } from './section-spec';

const KIND_LABELS = { procedure: 'Procedure', post: 'News story', page: 'City page' } as const;

export function PageFeedbackView(_props: EditorProps) {
  const { t } = useTranslation();
  const [pages, setPages] = useState<PageFeedback[] | null>(null);
  const [failure, setFailure] = useState('');

  useEffect(() => {
    corporateCall('feedback/list', {}).then(setPages, (error) => setFailure(failureOf(error).message));
  }, []);

  if (failure) return <p role="alert" className="admin-failure">{failure}</p>;
  if (!pages) return <p role="status">{t('Loading...')}</p>;
  if (pages.length === 0) return <p>{t('No citizen has answered yet.')}</p>;
  return (
    <table className="admin-table">
      <caption>{t('Answers per page, the most answered first')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('Page')}</th>
          <th scope="col">{t('Useful')}</th>
          <th scope="col">{t('Not useful')}</th>
          <th scope="col">{t('Comments')}</th>
        </tr>
      </thead>
      <tbody>
        {pages.map((page) => (
          <tr key={`${page.kind}-${page.id}`}>
            <th scope="row">
              {page.url ? <a href={page.url}>{page.title}</a> : page.title}
              <span className="admin-hint"> ({t(KIND_LABELS[page.kind])})</span>
            </th>
            <td>{page.yes}</td>
            <td>{page.no}</td>
            <td>
              {page.comments.length === 0 ? '—' : (
                <ul>
                  {page.comments.map((comment) => (
                    <li key={`${comment.created}-${comment.comment}`}>
                      {`${comment.helpful ? t('Useful') : t('Not useful')}: ${comment.comment}`}
                    </li>
                  ))}
                </ul>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
