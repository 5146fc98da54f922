import { memo } from 'react';
import { procedurePrice } from '../domain/price';
import { RequirementsTooltip } from './RequirementsTooltip';
import type { Procedure } from '@portal/contract';
import { useTranslation } from '../i18n';

/** The procedure preview of spec section 2 (a screen of the e-government application). */
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
        {/* A plain link: the preview is served outside this site's router. */}
        <a href={previewHref(shortname, procedure.id)}>{procedure.name}</a>
      </h2>
      <p className="procedure-department">{procedure.department?.name}</p>
      {procedure.description ? <p className="procedure-description">{procedure.description}</p> : null}
      <div className="procedure-meta">
        <RequirementsTooltip count={procedure.requirements?.length ?? 0} procedureName={procedure.name} />
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
