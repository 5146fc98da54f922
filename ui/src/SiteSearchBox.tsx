import { useId, type FormEvent } from 'react';
import { useNavigate } from '@portal/shared';
import { pages } from '@portal/pages';

export interface SiteSearchBoxProps {
  /** The field's label, translated by the caller. */
  label: string;
  /** The button's words, translated by the caller ('Buscar'). */
  buttonLabel: string;
  /** Keep the label for assistive technology only (the box sits under a heading that says it). */
  labelHidden?: boolean;
  placeholder?: string;
  /** The search landmark's name, translated by the caller; none when the page has one search only. */
  formLabel?: string;
  /** The field's id; a generated one when not given. */
  inputId?: string;
  /** The field takes the focus when its dialog opens (the shell's Dialog looks for data-autofocus). */
  autofocusInDialog?: boolean;
  /** Called before the site search opens (a panel closes, say). */
  onSearch?: () => void;
  /** The caller lays the box out (`.search-row` holds the field and the button). */
  className?: string;
}

/**
 * A search box that leads to the site search (/buscar): in place with JavaScript, and a plain GET
 * form without it, which the server answers with the results.
 */
export function SiteSearchBox({ label, buttonLabel, labelHidden = false, placeholder, formLabel, inputId, autofocusInDialog = false, onSearch, className }: SiteSearchBoxProps) {
  const generatedId = useId();
  const id = inputId ?? generatedId;
  const navigate = useNavigate();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    onSearch?.();
    navigate(pages.siteSearch.href({ q }));
  };
  return (
    <form role="search" className={className} method="get" action={pages.siteSearch.href()} onSubmit={submit} aria-label={formLabel}>
      <label htmlFor={id} className={labelHidden ? 'visually-hidden' : undefined}>
        {label}
      </label>
      <div className="search-row">
        <input id={id} type="search" name="q" placeholder={placeholder} autoComplete="off" data-autofocus={autofocusInDialog ? true : undefined} />
        <button type="submit" className="btn">
          {buttonLabel}
        </button>
      </div>
    </form>
  );
}
