import { useAtomValue } from 'jotai';
import { currentCustomerAtom } from '@portal/shared';
import { SocialLinks } from '@portal/ui';
import { mediaUrl } from '../site/urls';
import { currentServerOrigin } from '../site/use-server-origin';

const imageOnServer = (path: string) => mediaUrl(currentServerOrigin(), path);

/** The current customer's social networks (footer and side panel), nothing when it has none. */
export function CustomerSocialLinks({ label }: { label?: string }) {
  const networks = useAtomValue(currentCustomerAtom)?.apps_config?.socialNetworks ?? [];
  return <SocialLinks networks={networks} imageUrl={imageOnServer} label={label} />;
}
