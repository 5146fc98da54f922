import { useId, useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import type { ProjectTab } from '../data/types';
import { PROJECT_TABS } from '../domain/projects-filter';
import { useTranslation } from '../i18n';

const List = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  justify-content: center;
  margin-bottom: 2rem;
  button {
    min-height: 44px;
    padding: 0.5rem 1.1rem;
    border: 2px solid var(--color-border);
    border-radius: 999px;
    background: transparent;
    color: var(--color-text);
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
  button[aria-selected='true'] {
    border-color: var(--color-primary);
    background: var(--color-primary);
    color: var(--color-primary-contrast);
  }
`;

/** Ids that tie each tab to the panel it controls. */
export function useTabIds() {
  const base = useId();
  return { tab: (tab: ProjectTab) => `${base}-tab-${tab.replace(/\s+/g, '-')}`, panel: `${base}-panel` };
}

/**
 * The filter tabs of the project grids (All Works, Branding, Mobile) following the ARIA tabs
 * pattern: one tab stop, arrow keys / Home / End move and select.
 */
export function ProjectTabs({ value, onChange, ids }: { value: ProjectTab; onChange: (tab: ProjectTab) => void; ids: ReturnType<typeof useTabIds> }) {
  const { t } = useTranslation();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const select = (index: number) => {
    const count = PROJECT_TABS.length;
    const next = (index + count) % count;
    onChange(PROJECT_TABS[next]);
    refs.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: PROJECT_TABS.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    select(moves[event.key]);
  };
  return (
    <List role="tablist" aria-label={t('Filter projects')}>
      {PROJECT_TABS.map((tab, index) => (
        <button
          key={tab}
          ref={(element) => {
            refs.current[index] = element;
          }}
          type="button"
          role="tab"
          id={ids.tab(tab)}
          aria-selected={tab === value}
          aria-controls={ids.panel}
          tabIndex={tab === value ? 0 : -1}
          onClick={() => onChange(tab)}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          {t(tab)}
        </button>
      ))}
    </List>
  );
}
