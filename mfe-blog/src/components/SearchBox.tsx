import { useId, type FormEvent } from 'react';
import { useNavigate } from '@portal/shared';
import { useTranslation } from '../i18n';
import { pages } from '@portal/pages';

/** The sidebar's search box: leads to the site search (/buscar, issue 14), in place with JavaScript, as a GET form without. */
export function SearchBox() {
  const id = useId();
  const navigate = useNavigate();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    navigate(pages.siteSearch.href({ q }));
  };
  const { t } = useTranslation();
  return (
    <form role="search" className="sidebar-search" method="get" action={pages.siteSearch.href()} onSubmit={submit}>
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
