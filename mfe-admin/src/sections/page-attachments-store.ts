// The attachments of the page being edited, shared by the attachments editor under the form and the
// preview beside it: an upload, a new label or a new order shows in the preview at once, without a
// second request.
import { useSyncExternalStore } from 'react';
import type { EditorPageFile } from '@portal/contract';

const filesByPage = new Map<number, readonly EditorPageFile[]>();
const listeners = new Set<() => void>();
const NONE: readonly EditorPageFile[] = [];

/** Replaces what is known of a page's attachments (every pageFile call answers the whole list). */
export function setPageAttachments(pageId: number, files: readonly EditorPageFile[]): void {
  filesByPage.set(pageId, files);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The page's attachments as last answered ([] for a new page or before the first answer). */
export function usePageAttachments(pageId: number | null): readonly EditorPageFile[] {
  const read = () => (pageId === null ? NONE : filesByPage.get(pageId) ?? NONE);
  return useSyncExternalStore(subscribe, read, read);
}
