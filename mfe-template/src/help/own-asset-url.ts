import { readBoot } from '@portal/shared';

// This remote's federation name: its entry in the remote registry.
const REMOTE = 'template';

/**
 * The address of a file of this remote's build ('assets/booking.1a2b3c4d.png', as a PNG import
 * gives it): beside the remote's manifest, wherever the registry says this customer's build is
 * deployed. The server's render and the browser read the same registry, so both write the same
 * address. Run alone (no registry), the remote's own dev server serves it at its root.
 */
export function ownAssetUrl(path: string): string {
  const manifest = readBoot().registry[REMOTE];
  if (!manifest) return `/${path}`;
  return `${manifest.split(/[?#]/)[0]!.replace(/[^/]*$/, '')}${path}`;
}
