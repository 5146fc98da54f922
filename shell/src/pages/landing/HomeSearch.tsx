import { useId, type FormEvent } from 'react';
import styled from 'styled-components';
import { useNavigate } from '@portal/shared';
import { useTranslation } from '../../i18n';
import { pages } from '@portal/pages';

// minmax(0, 1fr): the column may shrink below the input's own width on a 320 px phone.
const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 0.5rem;
  margin-block: 1.5rem;
  label {
    font-size: 1.2rem;
    font-weight: 700;
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    min-width: 0;
  }
  input {
    flex: 1 1 12rem;
    min-width: 0;
    width: 100%;
  }
`;

/** "¿Qué trámite necesita?" above the tiles (issue 14): leads to the site search, /buscar (a GET form without JavaScript). */
export function HomeSearch() {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    navigate(pages.siteSearch.href({ q }));
  };
  return (
    <Form role="search" className="home-search" method="get" action={pages.siteSearch.href()} onSubmit={submit} aria-label={t('Search the site')}>
      <label htmlFor={id}>{t('Which procedure do you need?')}</label>
      <div className="row">
        <input id={id} type="search" name="q" autoComplete="off" placeholder={t('For example: birth certificate')} />
        <button type="submit" className="btn">
          {t('Search')}
        </button>
      </div>
    </Form>
  );
}
