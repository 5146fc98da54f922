import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { RemoteSlot, proceduresAtom, siteConfigAtom, useNotFound, useParams } from '@portal/shared';
import { useTranslation } from '../i18n';
import { useProcedureCatalogue } from '../data/use-procedure-catalogue';
import { catalogueExtrasAtom } from '../data/catalogue-extras';
import { ProcedureDetail } from '../components/ProcedureDetail';
import { documentTitle } from '../site/site-links';
import { ProcedureArticle, ProcedurePrintStyle } from './procedure-page-styles';

const positiveId = (value: string | undefined) => (value && /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : null);

/**
 * A procedure's page, /{shortname}/corporate/procedure/preview/{id} (issue 14): read from the
 * catalogue the procedures page loads (stored copy first), so opening a card needs no new request.
 * An id the catalogue does not have is the site's 404 page, as the server answers it.
 */
export default function ProcedurePage() {
  const { t } = useTranslation();
  const id = positiveId(useParams().id);
  const { phase, retry } = useProcedureCatalogue();
  const procedures = useAtomValue(proceduresAtom);
  const { offices } = useAtomValue(catalogueExtrasAtom);
  const product = useAtomValue(siteConfigAtom)?.config.siteName?.trim() || t('Citizen Portal');
  const procedure = phase === 'ready' && id !== null ? procedures.find((item) => item.id === id) : undefined;
  const missing = phase === 'no-customer' || id === null || (phase === 'ready' && !procedure);
  useNotFound(missing);
  const title = procedure ? procedure.name : '';

  useEffect(() => {
    if (!title) return;
    document.title = documentTitle(product, title);
    // The shell sets the route's title in its own effect, which runs after this one when both
    // re-render together (parents after children): set it again once the effects are done.
    const timer = setTimeout(() => {
      document.title = documentTitle(product, title);
    }, 0);
    return () => clearTimeout(timer);
  }, [product, title]);

  if (missing) return null;
  return (
    <ProcedureArticle className="container procedure-page">
      <ProcedurePrintStyle />
      {phase === 'loading' ? <p role="status">{t('Loading the procedure...')}</p> : null}
      {phase === 'failed' ? (
        <div role="alert">
          <p>{t('We could not load the procedure. Check your internet connection and try again.')}</p>
          <button type="button" className="btn" onClick={retry}>
            {t('Try again')}
          </button>
        </div>
      ) : null}
      {procedure ? <ProcedureDetail procedure={procedure} offices={offices} /> : null}
      {/* '¿Le resultó útil esta página?' is mfe-contact's: the citizens' side of the conversation is one team's. */}
      {/* Not printed: the printout is the one A4 sheet of what to bring and where to go. */}
      {procedure ? <div className="no-print"><RemoteSlot widget="contact/PageFeedback" props={{ kind: 'procedure', id: procedure.id }} /></div> : null}
    </ProcedureArticle>
  );
}
