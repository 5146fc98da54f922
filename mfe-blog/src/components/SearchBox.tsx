import { useId, type FormEvent } from 'react';
import { useTranslation } from '../i18n';

/**
 * The sidebar's search box. The spec keeps it without behaviour (submit blocked): the server has
 * no search call yet, and a submit must not reload the page or lose what was typed.
 */
export function SearchBox() {
  const id = useId();
  const { t } = useTranslation();
  const block = (event: FormEvent) => event.preventDefault();
  return (
    <form role="search" className="sidebar-search" onSubmit={block}>
      <label htmlFor={id} className="visually-hidden">
        {t('Search the news')}
      </label>
      <input id={id} type="search" name="q" placeholder={t('Search...')} autoComplete="off" />
      <button type="submit" className="btn">
        {t('Search')}
      </button>
    </form>
  );
}
