// The video facades' texts (lib/video-facades.ts) in the visitor's language.
import { useMemo } from 'react';
import type { FacadeTexts } from './video-facades';
import { useTranslation } from '../i18n';

export function useFacadeTexts(): FacadeTexts {
  // t changes with the language, so facades are made again in the new one.
  const { t } = useTranslation();
  return useMemo(() => ({
    play: (title, provider) => t('Play the video: {{title}} ({{provider}})', { title, provider }),
    note: (provider) => t('Playing it loads the {{provider}} player.', { provider }),
    watch: (provider) => t('Watch on {{provider}}', { provider }),
    frameTitle: (title) => t('Video: {{title}}', { title }),
  }), [t]);
}
