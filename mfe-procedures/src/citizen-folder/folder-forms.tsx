// The folder's forms are plain HTML forms that post to the portal server (its /mi-carpeta routes),
// which acts and redirects back to the page: they work the same with or without JavaScript. Kept
// here rather than shared with the other citizen pages, so the folder can move to another remote.
import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { readBoot, serverDataAtom } from '@portal/shared';

/** What the server rendered this page with under `name`, if anything. */
export function useFolderServerData<T>(name: string): T | undefined {
  return useAtomValue(serverDataAtom)[name] as T | undefined;
}

/** One of the folder's buttons: a form posting `accion` (and its fields) to /mi-carpeta/accion. */
export function ActionForm({ action, fields = {}, label, children, className }: { action: string; fields?: Record<string, string>; label: string; children: ReactNode; className?: string }) {
  return (
    <form method="post" action="/mi-carpeta/accion" aria-label={label} className={className}>
      <input type="hidden" name="csrftoken" value={readBoot().csrfToken} />
      <input type="hidden" name="accion" value={action} />
      {Object.entries(fields).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />)}
      {children}
    </form>
  );
}

/** The anti-forgery token a plain post carries (the hosting page writes this response's). */
export function FolderToken() {
  return <input type="hidden" name="csrftoken" value={readBoot().csrfToken} />;
}
