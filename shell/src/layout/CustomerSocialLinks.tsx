import { useAtomValue } from 'jotai';
import { currentCustomerAtom } from '@portal/shared';
import { SocialLinks } from '@portal/ui';
import { mediaUrl } from '../site/urls';
import { currentServerOrigin } from '../site/use-server-origin';
import { useTranslation } from '../i18n';

const imageOnServer = (path: string) => mediaUrl(currentServerOrigin(), path);

/** The current customer's social networks (footer and side panel), nothing when it has none. */
export function CustomerSocialLinks({ label }: { label?: string }) {
  const { t } = useTranslation();
  const networks = useAtomValue(currentCustomerAtom)?.apps_config?.socialNetworks ?? [];
  const linkLabel = (name: string) => t('{{name}} (opens in a new tab)', { name });
  return <SocialLinks networks={networks} imageUrl={imageOnServer} linkLabel={linkLabel} label={label ?? t('Social networks')} />;
}
