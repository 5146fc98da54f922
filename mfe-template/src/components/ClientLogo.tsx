import type { ReactElement } from 'react';
import type { Client } from '../data/types';
import { useTranslation } from '../i18n';

const MARKS: Record<Client['mark'], ReactElement> = {
  circle: <circle cx="24" cy="24" r="16" />,
  triangle: <polygon points="24,6 42,40 6,40" />,
  square: <rect x="8" y="8" width="32" height="32" rx="4" />,
  diamond: <polygon points="24,4 44,24 24,44 4,24" />,
  hexagon: <polygon points="24,4 41,14 41,34 24,44 7,34 7,14" />,
  ring: <circle cx="24" cy="24" r="14" fill="none" strokeWidth="7" stroke="currentColor" />,
  bolt: <polygon points="28,4 10,27 22,27 18,44 38,19 26,19" />,
  leaf: <path d="M8 40 C8 18 22 6 42 6 C42 28 30 40 8 40 Z" />,
};

/**
 * A client's logo drawn locally: a glyph and the name as a wordmark. It is an image with the
 * client's name as its accessible name; it inherits the text colour, so it keeps its contrast in
 * both themes.
 */
export function ClientLogo({ client }: { client: Client }) {
  const { t } = useTranslation();
  return (
    <svg className="client-logo" viewBox="0 0 200 48" width="200" height="48" role="img" aria-label={t('{{name}} logo', { name: client.name })}>
      <g fill="currentColor">{MARKS[client.mark]}</g>
      <text x="54" y="31" fontSize="18" fontWeight="700" fill="currentColor" fontFamily="system-ui, sans-serif">
        {client.name}
      </text>
    </svg>
  );
}
