import styled from 'styled-components';
import { SiteSearchBox } from '@portal/ui';
import { useTranslation } from '../../i18n';

// The field wraps under its label on a 320 px phone; the button under the field when it must.
const Box = styled(SiteSearchBox)`
  margin-block: 1.5rem;
  label {
    font-size: 1.2rem;
    font-weight: 700;
  }
  .search-row {
    flex-wrap: wrap;
  }
  input {
    flex: 1 1 12rem;
    width: 100%;
  }
`;

/** "¿Qué trámite necesita?" above the tiles: leads to the site search (a GET form without JavaScript). */
export function HomeSearch() {
  const { t } = useTranslation();
  return <Box className="home-search" label={t('Which procedure do you need?')} placeholder={t('For example: birth certificate')} formLabel={t('Search the site')} />;
}
