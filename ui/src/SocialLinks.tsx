import styled from 'styled-components';
import type { SocialNetwork } from '@portal/contract';
import { hasBuiltInIcon, SocialIcon } from './SocialIcon';

const List = styled.ul`
  display: flex; flex-wrap: wrap; gap: 0.5rem; list-style: none; margin: 0; padding: 0;
  a { display: inline-flex; align-items: center; justify-content: center; min-width: 44px; min-height: 44px; border: 1px solid var(--color-border); border-radius: 50%; color: var(--color-text); }
  a:hover { color: var(--color-link); border-color: var(--color-link); }
  img { width: 24px; height: 24px; object-fit: contain; }
  .social-text { padding-inline: 0.75rem; font-size: 0.875rem; text-decoration: underline; }
`;

/** Only web links: a social entry is editor data, and a javascript: or data: URL must not become a link. */
export function isWebUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:';
  } catch {
    return false;
  }
}

const capitalised = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

function Entry({ network, imageUrl, linkLabel }: { network: SocialNetwork; imageUrl: (path: string) => string; linkLabel: (name: string) => string }) {
  const name = capitalised(network.name.trim());
  let content;
  if (hasBuiltInIcon(network.name)) content = <SocialIcon name={network.name} />;
  else if (network.image) content = <img src={imageUrl(network.image)} alt="" width={24} height={24} />;
  else content = <span className="social-text" aria-hidden="true">{name}</span>;
  return (
    <li>
      <a href={network.url} target="_blank" rel="noopener noreferrer" aria-label={linkLabel(name)}>
        {content}
      </a>
    </li>
  );
}

export interface SocialLinksProps {
  /** The customer's networks (apps_config.socialNetworks). */
  networks: readonly SocialNetwork[];
  /** The address of a network's own image (a media path), for a network without a built-in icon. */
  imageUrl: (path: string) => string;
  /** A link's name, translated by the caller: 'Facebook (se abre en una pestaña nueva)'. */
  linkLabel: (name: string) => string;
  /** The list's name, translated by the caller. */
  label?: string;
  /** Shown, translated by the caller, when no network is set up; nothing at all when not given. */
  emptyText?: string;
}

/**
 * The customer's social networks, each opening in a new tab: the built-in icon, else the
 * configured image (24×24), else the name.
 */
export function SocialLinks({ networks, imageUrl, linkLabel, label, emptyText }: SocialLinksProps) {
  const usable = networks.filter((network) => network.name?.trim() && isWebUrl(network.url ?? ''));
  if (usable.length === 0) return emptyText ? <p>{emptyText}</p> : null;
  return (
    <List aria-label={label} className="social-links">
      {usable.map((network) => (
        <Entry key={`${network.name}-${network.url}`} network={network} imageUrl={imageUrl} linkLabel={linkLabel} />
      ))}
    </List>
  );
}
