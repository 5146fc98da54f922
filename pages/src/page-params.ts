// One parameter schema per page that has parameters: what its address may carry (path parameters
// and the query it reads), named as the link catalogue names them. The portal server answers 404
// for an address whose values do not fit before it runs the page's check or loads its data; the
// checks and loaders read the values through here; the browser sweep builds its addresses with the
// catalogue. Server, build and tests only (it runs TypeBox).
import { Type, type Static, type TObject } from 'typebox';
import { Value } from 'typebox/value';
import { CERTIFICATE_CODE_INPUT_PATTERN } from '@portal/contract';
import * as pages from './catalogue.ts';
import type { PageName } from './page-name.ts';
import { patternKey } from './pattern.ts';

/** An item's id in an address: 1 to 9,999,999,999, no sign, no leading zero. */
export const PositiveIdText = Type.String({ pattern: '^[1-9][0-9]{0,9}$' });
/** A certificate's number or register id as a citizen types it (spaces around, either case). */
export const CertificateCodeText = Type.String({ pattern: CERTIFICATE_CODE_INPUT_PATTERN });
const Text = Type.String();

/** Every page's parameters. An address whose values do not fit is answered 404. */
export const pageParams = {
  procedure: Type.Object({ shortname: Text, id: PositiveIdText }),
  appointment: Type.Object({ code: Text }),
  certificateValidation: Type.Object({ number: CertificateCodeText, registerId: CertificateCodeText }),
  newsStory: Type.Object({ id: PositiveIdText }),
  newsStoryBySlug: Type.Object({ slug: Text, id: PositiveIdText }),
  // The city's page: by ?id= when it is one, else by the sub-path's last segment (the check decides).
  cityPage: Type.Object({ '*': Text, id: Type.Optional(Text) }),
  siteSearch: Type.Object({ q: Type.Optional(Text), page: Type.Optional(Text) }),
} satisfies Partial<Record<PageName, TObject>>;

export type PageWithParams = keyof typeof pageParams;
export type PageParams<N extends PageWithParams> = Static<(typeof pageParams)[N]>;

/** A URLSearchParams, as far as this reads it (the package is written without DOM or Node types). */
interface SearchParams {
  get(key: string): string | null;
}

/** An address as the server reads it: the route's params and the query (a parsed object or URLSearchParams). */
export interface Address {
  params: Readonly<Record<string, string | undefined>>;
  query: SearchParams | Readonly<Record<string, unknown>>;
}

const isSearchParams = (query: Address['query']): query is SearchParams => typeof (query as Partial<SearchParams>).get === 'function';

function queryValue(query: Address['query'], key: string): string | undefined {
  if (isSearchParams(query)) return query.get(key) ?? undefined;
  const value = query[key];
  return typeof value === 'string' ? value : undefined;
}

/** The values of page `name` in an address, unchecked: path parameters, then the query it reads, by their catalogue names. */
export function addressValues(name: PageName, { params, query }: Address): Record<string, string | undefined> {
  const values: Record<string, string | undefined> = { ...params };
  for (const [key, inAddress] of Object.entries(pages[name].query as Record<string, string>)) values[key] ??= queryValue(query, inAddress);
  return values;
}

/** The values of page `name` in an address, checked against its schema; null when one does not fit (a 404). */
export function readPageParams<N extends PageWithParams>(name: N, address: Address): PageParams<N> | null {
  const schema = pageParams[name];
  const values = addressValues(name, address);
  // Only the fields the schema names: a stray query parameter never makes a page a 404.
  const known = Object.fromEntries(Object.keys(schema.properties).filter((key) => values[key] !== undefined).map((key) => [key, values[key]]));
  return Value.Check(schema, known) ? (known as PageParams<N>) : null;
}

/** An id read from an address, or null when it is not one. */
export function positiveId(value: unknown): number | null {
  return Value.Check(PositiveIdText, value) ? Number(value) : null;
}

const byPattern = new Map(Object.entries(pages).map(([name, page]) => [patternKey(page.path), name as PageName]));

/** The catalogue's name of the page a route pattern serves, when it has one. */
export function pageNamed(pattern: string): PageName | undefined {
  return byPattern.get(patternKey(pattern));
}

/** True when the page a route pattern serves has a parameter schema. */
export function hasParams(name: PageName | undefined): name is PageWithParams {
  return name !== undefined && name in pageParams;
}
