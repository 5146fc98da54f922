import styled from 'styled-components';
import { LANGUAGES, setLanguage, type Language } from '@portal/shared';
import { useTranslation } from '../i18n';

// One line always (flex-shrink 0, nowrap): in a crowded header (1280 px) 'EN' used to drop under 'ES'.
const Switch = styled.div`
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  flex-shrink: 0;
  white-space: nowrap;
  > span {
    display: inline-flex;
    align-items: center;
    gap: 0.25rem;
  }
  button {
    min-width: 44px;
    min-height: 44px;
    padding: 0 0.5rem;
    border: 1px solid var(--color-border);
    border-radius: var(--radius);
    background: transparent;
    color: var(--color-text);
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    border-color: var(--color-primary);
    background: var(--color-primary);
    color: var(--color-primary-contrast);
  }
  .separator {
    color: var(--color-muted);
  }
`;

// Each language is named in itself, so a visitor who cannot read the current one still finds theirs.
const NAMES: Record<Language, string> = { es: 'Español', en: 'English' };

/**
 * ES | EN: switches the page's language at once, without a reload, and remembers it (the `lang`
 * cookie and `<html lang>`, through setLanguage).
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t, language } = useTranslation();
  return (
    <Switch role="group" aria-label={t('Language')} className={`language-switch ${className ?? ''}`}>
      {LANGUAGES.map((code, index) => (
        <span key={code}>
          {index > 0 ? <span className="separator" aria-hidden="true">|</span> : null}
          <button type="button" lang={code} aria-pressed={language === code} aria-label={NAMES[code]} onClick={() => void setLanguage(code)}>
            {code.toUpperCase()}
          </button>
        </span>
      ))}
    </Switch>
  );
}
