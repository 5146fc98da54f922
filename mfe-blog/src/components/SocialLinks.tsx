import { mediaUrl } from '../lib/media-url';
import { hasBuiltInIcon, SocialIcon } from './icons';
import type { SocialNetwork } from '@portal/contract';
import { useTranslation } from '../i18n';

function label(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** Only web links: a social entry is editor data, and a javascript: or data: URL must not become a link. */
export function isWebUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:';
  } catch {
    return false;
  }
}

/** The customer's social networks (apps_config.socialNetworks), each opening in a new tab. */
export function SocialLinks({ networks }: { networks: SocialNetwork[] }) {
  const { t } = useTranslation();
  const usable = networks.filter((n) => n.name && isWebUrl(n.url));
  if (usable.length === 0) return <p>{t('No social networks set up.')}</p>;
  return (
    <ul className="social-links">
      {usable.map((network) => (
        <li key={`${network.name}-${network.url}`}>
          <a href={network.url} target="_blank" rel="noopener noreferrer">
            {!hasBuiltInIcon(network.name) && network.image ? (
              <img src={mediaUrl(network.image)} alt="" width={24} height={24} />
            ) : (
              <SocialIcon name={network.name} />
            )}
            <span className="visually-hidden">
              {t('{{name}} (opens in a new tab)', { name: label(network.name) })}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
