import { memo } from 'react';
import { Link } from '@portal/shared';
import { procedurePrice } from '../domain/price';
import { RequirementsTooltip } from './RequirementsTooltip';
import { rememberCatalogueSearch } from '../data/catalogue-extras';
import type { Procedure } from '@portal/contract';
import { useTranslation } from '../i18n';

/** The procedure's page (issue 14; the address of spec section 2's preview, now served by this remote). */
export function previewHref(shortname: string, id: number): string {
  return `/${encodeURIComponent(shortname)}/corporate/procedure/preview/${id}`;
}

interface Props {
  procedure: Procedure;
  shortname: string;
}

/** One procedure in the grid: name (the link), department, requirements and price. */
export const ProcedureCard = memo(function ProcedureCard({ procedure, shortname }: Props) {
  const price = procedurePrice(procedure);
  const { t } = useTranslation();
  return (
    <article className="procedure-card">
      <h2 className="procedure-name">
        {/* The page's "Volver al catálogo" returns to the search and filter of this moment. */}
        <Link to={previewHref(shortname, procedure.id)} onClick={() => rememberCatalogueSearch(window.location.search)}>
          {procedure.name}
        </Link>
      </h2>
      <p className="procedure-department">{procedure.department?.name}</p>
      {procedure.description ? <p className="procedure-description">{procedure.description}</p> : null}
      <div className="procedure-meta">
        <RequirementsTooltip count={procedure.requirements?.length ?? 0} procedureName={procedure.name} names={procedure.requirements?.map((requirement) => requirement.name)} />
        {price !== null ? (
          <p className="procedure-price">
            <span className="visually-hidden">{t('Price:')} </span>
            {price}
          </p>
        ) : null}
      </div>
    </article>
  );
});
