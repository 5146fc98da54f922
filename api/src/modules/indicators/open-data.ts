// The city's open data: its catalogue of procedures and its service indicators, each as CSV and
// JSON at a stable address under /datos/, and the DCAT-AP catalogue (JSON-LD) that describes them,
// with licence and update date, as Spanish and European open-data portals harvest. Everything is
// the customer of the request's host: one city's files never hold another's rows.
import type { Indicators } from '@portal/contract';
import type { Db } from '../../db/database.ts';
import { readIndicators } from './read-indicators.ts';

/** Creative Commons Attribution 4.0: reuse with credit to the city (the licence datos.gob.es recommends). */
export const OPEN_DATA_LICENCE = 'https://creativecommons.org/licenses/by/4.0/';

export const OPEN_DATA_PATHS = {
  catalogue: '/datos/catalogo.json',
  proceduresCsv: '/datos/tramites.csv',
  proceduresJson: '/datos/tramites.json',
  indicatorsCsv: '/datos/indicadores.csv',
  indicatorsJson: '/datos/indicadores.json',
} as const;

export interface OpenProcedure {
  id: number;
  nombre: string;
  departamento: string;
  precio: number | null;
  plazo_dias_habiles: number | null;
  oficinas: string[];
}

/** The customer's procedures with their department, price, service standard and offices, by name. */
export async function openProcedures(db: Db, customerId: string): Promise<OpenProcedure[]> {
  const [procedures, offices] = await Promise.all([
    db.selectFrom('procedures').innerJoin('departments', 'departments.id', 'procedures.department_id')
      .select(['procedures.id', 'procedures.name', 'departments.name as department', 'procedures.calc_price', 'procedures.standard_days'])
      .where('procedures.customer_id', '=', customerId).orderBy('procedures.name').orderBy('procedures.id').execute(),
    db.selectFrom('procedure_offices').innerJoin('offices', 'offices.id', 'procedure_offices.office_id')
      .innerJoin('procedures', 'procedures.id', 'procedure_offices.procedure_id')
      .select(['procedure_offices.procedure_id', 'offices.name']).where('procedures.customer_id', '=', customerId).orderBy('offices.name').execute(),
  ]);
  return procedures.map((row) => ({
    id: row.id, nombre: row.name, departamento: row.department, precio: row.calc_price === null ? null : Number(row.calc_price),
    plazo_dias_habiles: row.standard_days, oficinas: offices.filter((office) => office.procedure_id === row.id).map((office) => office.name),
  }));
}

/** One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break. */
function field(value: string | number | null): string {
  if (value === null) return '';
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function csv(header: string[], rows: (string | number | null)[][]): string {
  return [header, ...rows].map((row) => row.map(field).join(',')).join('\r\n') + '\r\n';
}

export function proceduresCsv(procedures: OpenProcedure[]): string {
  return csv(['id', 'nombre', 'departamento', 'precio', 'plazo_dias_habiles', 'oficinas'],
    procedures.map((row) => [row.id, row.nombre, row.departamento, row.precio, row.plazo_dias_habiles, row.oficinas.join('; ')]));
}

/** One line per procedure, department and the whole city; an empty cell is a suppressed figure (fewer than 5 requests). */
export function indicatorsCsv(indicators: Indicators): string {
  const line = (scope: string, row: Indicators['city'], extra: { department: string; standard: number | null }) => [
    scope, row.id, row.name, extra.department, extra.standard, row.received, row.decided, row.median_days, row.p90_days,
    row.within_share === null ? null : Math.round(row.within_share * 1000) / 1000, indicators.period_from, indicators.period_to,
  ];
  return csv(
    ['ambito', 'id', 'nombre', 'departamento', 'plazo_dias_habiles', 'recibidas', 'resueltas', 'mediana_dias_habiles', 'percentil_90_dias_habiles', 'proporcion_en_plazo', 'desde', 'hasta'],
    [
      line('municipio', indicators.city, { department: '', standard: null }),
      ...indicators.departments.map((row) => line('departamento', row, { department: row.name, standard: null })),
      ...indicators.procedures.map((row) => line('tramite', row, { department: row.department_name, standard: row.standard_days })),
    ],
  );
}

/** When the catalogue last changed: the newest audited change of the customer's catalogue, else `fallback`. */
export async function catalogueModified(db: Db, customerId: string, fallback: string): Promise<string> {
  const row = await db.selectFrom('audit_log').select((eb) => eb.fn.max('at').as('at'))
    .where('customer_id', '=', customerId).where('entity', 'in', ['procedure', 'department', 'office', 'requirement']).executeTakeFirst();
  return typeof row?.at === 'string' && row.at ? row.at : fallback;
}

interface Distribution {
  title: string;
  path: string;
  mediaType: 'text/csv' | 'application/json';
}

/** The DCAT-AP 2 catalogue of the city's datasets, as JSON-LD, with absolute addresses on `origin`. */
export async function dcatCatalogue(db: Db, customerId: string, origin: string, now: Date): Promise<Record<string, unknown>> {
  const customer = await db.selectFrom('customers').select(['name']).where('id', '=', customerId).executeTakeFirstOrThrow();
  const indicators = await readIndicators(db, customerId, now);
  const proceduresModified = await catalogueModified(db, customerId, indicators.computed_at);
  const modified = [proceduresModified, indicators.computed_at].sort().at(-1)!;
  const publisher = { '@type': 'foaf:Agent', 'foaf:name': customer.name };
  const licence = { '@id': OPEN_DATA_LICENCE };
  const spanish = { '@id': 'http://publications.europa.eu/resource/authority/language/SPA' };
  const text = (value: string) => ({ '@language': 'es', '@value': value });
  const time = (value: string) => ({ '@type': 'xsd:dateTime', '@value': value });
  const distribution = ({ title, path, mediaType }: Distribution, changed: string) => ({
    '@id': `${origin}${path}`,
    '@type': 'dcat:Distribution',
    'dct:title': text(title),
    'dcat:accessURL': { '@id': `${origin}${path}` },
    'dcat:downloadURL': { '@id': `${origin}${path}` },
    'dcat:mediaType': { '@id': `https://www.iana.org/assignments/media-types/${mediaType}` },
    'dct:format': { '@id': `http://publications.europa.eu/resource/authority/file-type/${mediaType === 'text/csv' ? 'CSV' : 'JSON'}` },
    'dct:license': licence,
    'dct:modified': time(changed),
  });
  const dataset = (id: string, title: string, description: string, keywords: string[], changed: string, distributions: Distribution[], landing: string) => ({
    '@id': `${origin}/datos/${id}`,
    '@type': 'dcat:Dataset',
    'dct:identifier': `${origin}/datos/${id}`,
    'dct:title': text(title),
    'dct:description': text(description),
    'dct:publisher': publisher,
    'dct:language': spanish,
    'dct:license': licence,
    'dct:modified': time(changed),
    'dcat:keyword': keywords.map(text),
    'dcat:theme': { '@id': 'http://datos.gob.es/kos/sector-publico/sector/sector-publico' },
    'dcat:landingPage': { '@id': `${origin}${landing}` },
    'dcat:distribution': distributions.map((item) => distribution(item, changed)),
  });
  return {
    '@context': {
      dcat: 'http://www.w3.org/ns/dcat#',
      dct: 'http://purl.org/dc/terms/',
      foaf: 'http://xmlns.com/foaf/0.1/',
      xsd: 'http://www.w3.org/2001/XMLSchema#',
    },
    '@id': `${origin}${OPEN_DATA_PATHS.catalogue}`,
    '@type': 'dcat:Catalog',
    'dct:title': text(`Datos abiertos de ${customer.name}`),
    'dct:description': text(`Los datos que publica ${customer.name}: su catálogo de trámites y sus indicadores de servicio.`),
    'dct:publisher': publisher,
    'dct:language': spanish,
    'dct:license': licence,
    'dct:modified': time(modified),
    'foaf:homepage': { '@id': `${origin}/` },
    'dcat:dataset': [
      dataset('tramites', 'Catálogo de trámites', 'Cada trámite con su departamento, su precio, su plazo de resolución en días hábiles y las oficinas donde se hace.',
        ['trámites', 'servicios municipales', 'plazos'], proceduresModified,
        [{ title: 'Catálogo de trámites (CSV)', path: OPEN_DATA_PATHS.proceduresCsv, mediaType: 'text/csv' }, { title: 'Catálogo de trámites (JSON)', path: OPEN_DATA_PATHS.proceduresJson, mediaType: 'application/json' }],
        '/procedures'),
      dataset('indicadores', 'Indicadores de servicio',
        `Solicitudes en línea recibidas y resueltas, días hábiles hasta la resolución (mediana y percentil 90) y proporción resuelta dentro del plazo, por trámite, por departamento y del municipio, del ${indicators.period_from} al ${indicators.period_to}. Las cifras basadas en menos de 5 solicitudes se omiten.`,
        ['indicadores', 'transparencia', 'tiempos de respuesta'], indicators.computed_at,
        [{ title: 'Indicadores de servicio (CSV)', path: OPEN_DATA_PATHS.indicatorsCsv, mediaType: 'text/csv' }, { title: 'Indicadores de servicio (JSON)', path: OPEN_DATA_PATHS.indicatorsJson, mediaType: 'application/json' }],
        '/indicadores'),
    ],
  };
}
