// The folder's one read through the page's authorized client, for a visit that did not start on
// this page (the server renders the folder itself when /mi-carpeta is opened directly).
import { ApiError, requestEnvelope } from '@portal/shared';
import { calls, type Folder, type FolderResponse } from '@portal/contract';

/** The signed-in citizen's folder, or null when nobody is signed in. */
export async function loadFolder(): Promise<Folder | null> {
  try {
    return (await requestEnvelope<FolderResponse>({ method: 'GET', url: calls.folder.path, toastOnError: false })).data;
  } catch (failure) {
    if (failure instanceof ApiError && failure.status === 401) return null;
    throw failure;
  }
}

/** What the server renders the page with (api/src/modules/citizen-folder/folder-page.routes.ts). */
export interface FolderPageData {
  signedIn: boolean;
  /** whether this city's folder also signs in through the national identity provider */
  oidc?: boolean;
  folder: Folder | null;
  notice?: string;
  error?: string;
  email?: string;
}
