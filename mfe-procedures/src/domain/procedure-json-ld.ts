// schema.org GovernmentService of a procedure's page (issue 14), so search engines show what the
// city offers. The requirements go in `termsOfService` (text): schema.org's Service has no property
// for documents to bring.
import { schemaOrgOpeningHours, type Procedure, type PublicOffice } from '@portal/contract';

export interface JsonLdContext {
  /** The city (serviceOperator, areaServed). */
  cityName: string;
  /** The page's own address. */
  url: string;
  offices: readonly PublicOffice[];
}

export function procedureJsonLd(procedure: Procedure, { cityName, url, offices }: JsonLdContext): Record<string, unknown> {
  const price = procedure.product?.calc_price;
  const requirements = (procedure.requirements ?? []).map((requirement) => requirement.name);
  return {
    '@context': 'https://schema.org',
    '@type': 'GovernmentService',
    name: procedure.name,
    description: procedure.description || procedure.name,
    url,
    serviceType: procedure.department?.name || undefined,
    serviceOperator: { '@type': 'GovernmentOrganization', name: cityName },
    areaServed: { '@type': 'AdministrativeArea', name: cityName },
    offers: {
      '@type': 'Offer',
      price: typeof price === 'number' && Number.isFinite(price) ? price.toFixed(2) : '0.00',
      priceCurrency: 'VES',
    },
    termsOfService: requirements.length > 0 ? `Requisitos: ${requirements.join('; ')}.` : undefined,
    availableChannel: offices.map((office) => ({
      '@type': 'ServiceChannel',
      name: office.name,
      serviceLocation: {
        '@type': 'GovernmentOffice', name: office.name, address: office.address,
        // The hours of today's period (the first: ended ones are not listed).
        openingHours: office.hours[0] && office.hours[0].days.length > 0 ? schemaOrgOpeningHours(office.hours[0].days) : undefined,
      },
    })),
  };
}

/** JSON for a <script type="application/ld+json">: '<' escaped, so no text can close the script. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
