import { readBoot } from '@portal/shared';
import { serverOrigin } from './urls';

/** The server host the hosting page named, else this page's origin. */
export function currentServerOrigin(): string {
  return serverOrigin(readBoot().apiHost, typeof window === 'undefined' ? '' : window.location.origin);
}
