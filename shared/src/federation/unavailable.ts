/**
 * What the `errorLoadRemote` runtime hook answers instead of a module: the slot sees this marker
 * and shows its Spanish fallback rather than crashing the page.
 */
export const REMOTE_UNAVAILABLE = '__portalRemoteUnavailable';

export interface RemoteUnavailable {
  [REMOTE_UNAVAILABLE]: true;
  id: string;
  reason: string;
}

export function remoteUnavailable(id: string, reason: string): RemoteUnavailable {
  return { [REMOTE_UNAVAILABLE]: true, id, reason };
}

export function isRemoteUnavailable(value: unknown): value is RemoteUnavailable {
  return typeof value === 'object' && value !== null && REMOTE_UNAVAILABLE in value;
}
