import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { currentCustomerAtom } from '@portal/shared';
import { SocialIcon, BUILT_IN_SOCIAL } from './SocialIcon';
import { mediaUrl } from '../site/urls';
import { currentServerOrigin } from '../site/use-server-origin';
import { useTranslation } from '../i18n';
import type { SocialNetwork } from '@portal/contract';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  list-style: none;
  margin: 0;
  padding: 0;
  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 44px;
    min-height: 44px;
    border: 1px solid var(--color-border);
    border-radius: 50%;
    color: var(--color-text);
  }
  a:hover {
    color: var(--color-link);
    border-color: var(--color-link);
  }
  img {
    width: 24px;
    height: 24px;
    object-fit: contain;
  }
  .social-text {
    padding-inline: 0.75rem;
    font-size: 0.875rem;
    text-decoration: underline;
  }
`;

const label = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

function Entry({ network }: { network: SocialNetwork }) {
  const { t } = useTranslation();
  const builtIn = BUILT_IN_SOCIAL.includes(network.name.trim().toLowerCase());
  const name = label(network.name.trim());
  let content;
  if (builtIn) content = <SocialIcon name={network.name} />;
  else if (network.image) content = <img src={mediaUrl(currentServerOrigin(), network.image)} alt="" width={24} height={24} />;
  else content = <span className="social-text" aria-hidden="true">{name}</span>;
  return (
    <li>
      <a href={network.url} target="_blank" rel="noopener noreferrer" aria-label={t('{{name}} (opens in a new tab)', { name })}>
        {content}
      </a>
    </li>
  );
}

/**
 * The customer's social networks: built-in icons for facebook, linkedin, behance and twitter,
 * the configured image for the others (24×24), the name when there is neither.
 */
export function SocialLinks({ label }: { label?: string }) {
  const { t } = useTranslation();
  const listLabel = label ?? t('Social networks');
  const networks = useAtomValue(currentCustomerAtom)?.apps_config?.socialNetworks ?? [];
  const usable = networks.filter((n) => n.name?.trim() && /^https?:\/\//.test(n.url ?? ''));
  if (usable.length === 0) return null;
  return (
    <List aria-label={listLabel} className="social-links">
      {usable.map((network) => (
        <Entry key={`${network.name}-${network.url}`} network={network} />
      ))}
    </List>
  );
}
