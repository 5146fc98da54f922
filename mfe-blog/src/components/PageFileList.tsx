// A city page's attachments as citizens read them: each one link whose text says the document's
// name, type and size ('Ordenanza de tasas (PDF, 240 KB)'), so a screen reader announces all of it
// and the whole line is the tap target (44 px tall: a link alone on its line, WCAG 2.5.8 and the
// route sweep's phone check). Shared with the console's preview (widget ./PageFileList).
import styled from 'styled-components';
import { fileKind, formatFileSize } from '@portal/contract';
import type { ListedPageFile, WidgetProps } from '@portal/pages';
import { mediaUrl } from '../lib/media-url';

const List = styled.ul`
  display: grid;
  gap: 0.5rem;
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    border: 1px solid var(--color-border);
    border-radius: var(--radius);
    background: var(--color-surface);
  }
  a {
    display: block;
    box-sizing: border-box;
    min-height: 2.75rem;
    padding: 0.625rem 1rem;
  }
  .file-meta {
    color: var(--color-muted);
  }
`;

export type ListedFile = ListedPageFile;

/** The download name: the label with the stored file's extension. */
function downloadName(file: ListedFile): string {
  const extension = /\.([a-z0-9]{1,5})$/i.exec(file.url)?.[1];
  return extension && !file.name.toLowerCase().endsWith(`.${extension.toLowerCase()}`) ? `${file.name}.${extension}` : file.name;
}

export function PageFileList({ files }: WidgetProps<'blog/PageFileList'>) {
  return (
    <List className="files">
      {files.map((file) => (
        <li key={file.id}>
          <a href={mediaUrl(file.url)} download={downloadName(file)}>
            {file.name}{' '}
            <span className="file-meta">
              ({fileKind(file.mime)}, {formatFileSize(file.size)})
            </span>
          </a>
        </li>
      ))}
    </List>
  );
}

/** The widget's default export (module federation exposes default exports). */
export default PageFileList;
