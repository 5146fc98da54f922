import { useAtomValue } from 'jotai';
import { currentCustomerAtom } from '@portal/shared';
import { useProcedureCatalogue } from '../data/use-procedure-catalogue';
import { CatalogueView } from '../components/CatalogueView';
import { CatalogueSection } from './catalogue-styles';
import { useTranslation } from '../i18n';

/** Trámites en Línea: the procedures catalogue of the current customer (spec section 2). */
export default function ProceduresPage() {
  const customer = useAtomValue(currentCustomerAtom);
  const { phase, staleSince, retry } = useProcedureCatalogue();
  const { t } = useTranslation();
  return (
    <CatalogueSection className="container procedures-page">
      <h1>{t('Online procedures')}</h1>
      <p className="intro">
        {customer
          ? t('See the procedures you can start online with {{name}}: the department that handles them, how many requirements they ask for and their cost. Type what you need in your own words, for example «licence» or «birth certificate».', { name: customer.name })
          : t('See the procedures you can start online: the department that handles them, how many requirements they ask for and their cost. Type what you need in your own words, for example «licence» or «birth certificate».')}
      </p>
      {phase === 'no-customer' ? (
        <p role="status">{t('There are no procedures to show: this site has no municipality set up.')}</p>
      ) : null}
      {phase === 'loading' ? (
        <p role="status" className="loading-placeholder">
          {t('Loading procedures...')}
        </p>
      ) : null}
      {phase === 'failed' ? (
        <div className="load-failed" role="alert">
          <p>{t('We could not load the procedures. Check your internet connection and try again.')}</p>
          <button type="button" className="btn" onClick={retry}>
            {t('Retry')}
          </button>
        </div>
      ) : null}
      {phase === 'ready' && customer ? <CatalogueView shortname={customer.shortname} staleSince={staleSince} retry={retry} /> : null}
    </CatalogueSection>
  );
}
