import { useAtomValue } from 'jotai';
import { currentCustomerAtom } from '@portal/shared';
import { useProcedureCatalogue } from '../data/use-procedure-catalogue';
import { CatalogueView } from '../components/CatalogueView';
import { CatalogueSection } from './catalogue-styles';

/** Trámites en Línea: the procedures catalogue of the current customer (spec section 2). */
export default function ProceduresPage() {
  const customer = useAtomValue(currentCustomerAtom);
  const { phase, staleSince, retry } = useProcedureCatalogue();
  return (
    <CatalogueSection className="container procedures-page">
      <h1>Trámites en Línea</h1>
      <p className="intro">
        Consulte los trámites que puede iniciar en línea{customer ? ` con ${customer.name}` : ''}: el departamento que los
        atiende, cuántos requisitos piden y su costo. Escriba lo que necesita con sus palabras, por ejemplo «licencia» o
        «acta de nacimiento».
      </p>
      {phase === 'no-customer' ? (
        <p role="status">No hay trámites que mostrar: este sitio no tiene un municipio configurado.</p>
      ) : null}
      {phase === 'loading' ? (
        <p role="status" className="loading-placeholder">
          Cargando trámites...
        </p>
      ) : null}
      {phase === 'failed' ? (
        <div className="load-failed" role="alert">
          <p>No pudimos cargar los trámites. Revise su conexión a internet e inténtelo de nuevo.</p>
          <button type="button" className="btn" onClick={retry}>
            Reintentar
          </button>
        </div>
      ) : null}
      {phase === 'ready' && customer ? <CatalogueView shortname={customer.shortname} staleSince={staleSince} retry={retry} /> : null}
    </CatalogueSection>
  );
}
