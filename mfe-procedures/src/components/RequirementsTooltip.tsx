import { useEffect, useId, useState } from 'react';
import { translate, useTranslation } from '../i18n';

/** '1 requisito' / '3 requisitos' / 'Sin requisitos'. */
export function requirementsText(count: number): string {
  if (count === 0) return translate('This procedure has no requirements.');
  return count === 1 ? translate('This procedure has 1 requirement.') : translate('This procedure has {{number}} requirements.', { number: count });
}

interface Props {
  count: number;
  procedureName: string;
  /** The requirements' names, listed under the count (issue 14). */
  names?: readonly string[];
}

/**
 * The number of requirements in a tooltip that works without a mouse (WCAG 1.4.13): a real button
 * describes itself with the tooltip, which shows on hover and on focus, stays while the pointer is
 * over it, and hides with Escape without moving focus.
 */
export function RequirementsTooltip({ count, procedureName, names = [] }: Props) {
  const tooltipId = useId();
  const { t } = useTranslation();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const open = (hovered || focused) && !dismissed;

  useEffect(() => {
    if (!open) return;
    // Escape hides it wherever focus is, e.g. when only the pointer opened it.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setDismissed(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const show = (set: (value: boolean) => void) => () => {
    setDismissed(false);
    set(true);
  };

  return (
    <span className="requirements" onMouseEnter={show(setHovered)} onMouseLeave={() => setHovered(false)}>
      <button
        type="button"
        className="requirements-button"
        aria-describedby={tooltipId}
        onFocus={show(setFocused)}
        onBlur={() => setFocused(false)}
        // A click or tap brings it back after Escape; touch screens have no hover to open it.
        onClick={() => setDismissed(false)}
      >
        <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 20 20">
          <circle cx="10" cy="10" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
          <rect x="9" y="8.5" width="2" height="6" fill="currentColor" />
          <circle cx="10" cy="5.8" r="1.2" fill="currentColor" />
        </svg>
        {t('Requirements')}<span className="visually-hidden"> {t('of {{name}}', { name: procedureName })}</span>
      </button>
      <span role="tooltip" id={tooltipId} className="requirements-tooltip" hidden={!open}>
        {requirementsText(count)}
        {names.length > 0 ? (
          <>
            {/* Screen readers get the names as one sentence (the description is plain text); the eye, a list. */}
            <span className="visually-hidden"> {names.join(', ')}.</span>
            <span className="requirements-names" aria-hidden="true">
              {names.map((name, index) => (
                <span key={`${index}-${name}`} className="requirements-name">
                  {name}
                </span>
              ))}
            </span>
          </>
        ) : null}
      </span>
    </span>
  );
}
