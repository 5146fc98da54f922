import styled from 'styled-components';
import { SiteSearchBox } from '@portal/ui';
import { useTranslation } from '../../i18n';

// minmax(0, 1fr): the column may shrink below the input's own width on a 320 px phone.
const Box = styled(SiteSearchBox)`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 0.5rem;
  margin-block: 1.5rem;
  label {
    font-size: 1.2rem;
    font-weight: 700;
  }
  .search-row {
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

/** "¿Qué trámite necesita?" above the tiles: leads to the site search (a GET form without JavaScript). */
export function HomeSearch() {
  const { t } = useTranslation();
  return <Box className="home-search" label={t('Which procedure do you need?')} buttonLabel={t('Search')} placeholder={t('For example: birth certificate')} formLabel={t('Search the site')} />;
}
