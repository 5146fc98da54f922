import { department, procedure } from '../testing/fixtures';
import { buildSearchIndex, filterProcedures, normalizeText, queryTerms, searchCatalogue, searchIndexFor } from './search';

const hacienda = department(1, 'Hacienda Municipal');
const registro = department(2, 'Registro Civil');
const catastro = department(3, 'Catastro');

const procedures = [
  procedure(1, 'Renovación de licencia de actividades económicas', hacienda, { product: { calc_price: 1234.5 } }),
  procedure(2, 'Acta de nacimiento', registro, { description: 'Copia certificada del acta (original y copia).' }),
  procedure(3, 'Inscripción catastral', catastro, { product: { calc_price: 25 } }),
  procedure(4, 'Solvencia municipal', hacienda, { description: 'Constancia de estar al día con el trámite fiscal.' }),
];
const index = buildSearchIndex(procedures);
const names = (query: string, departmentId: number | null = null) =>
  filterProcedures(index, { query, departmentId }).map((p) => p.name);

test('an empty query keeps every procedure in catalogue order', () => {
  expect(names('')).toEqual(procedures.map((p) => p.name));
  expect(names('   ')).toHaveLength(4);
});

test('a query without accents finds the accented word', () => {
  expect(names('renovacion')).toEqual(['Renovación de licencia de actividades económicas']);
  expect(names('inscripcion')).toEqual(['Inscripción catastral']);
});

test('an accented query finds the same procedures as the bare one', () => {
  expect(names('RENOVACIÓN')).toEqual(names('renovacion'));
  expect(names('trámite')).toEqual(names('tramite'));
});

test('case does not matter', () => {
  expect(names('ACTA DE NACIMIENTO')).toEqual(['Acta de nacimiento']);
  expect(names('aCtA')).toEqual(['Acta de nacimiento']);
});

test('searches the description', () => {
  expect(names('certificada')).toEqual(['Acta de nacimiento']);
});

test('searches the department name', () => {
  expect(names('hacienda')).toEqual(['Renovación de licencia de actividades económicas', 'Solvencia municipal']);
});

test('searches the price as shown and as a citizen types it', () => {
  const renovacion = ['Renovación de licencia de actividades económicas'];
  expect(names('1.234,50')).toEqual(renovacion);
  expect(names('1234,50')).toEqual(renovacion);
  expect(names('1234.5')).toEqual(renovacion);
  expect(names('bs.s 1.234')).toEqual(renovacion);
  expect(names('25,00')).toEqual(['Inscripción catastral']);
});

test('procedures without a product have no price text to match', () => {
  expect(names('bs.s')).toEqual(['Renovación de licencia de actividades económicas', 'Inscripción catastral']);
});

test('regex characters are plain text', () => {
  expect(names('(original')).toEqual(['Acta de nacimiento']);
  expect(names('.*')).toEqual([]);
  expect(names('[a-z]+')).toEqual([]);
  expect(() => names('(((')).not.toThrow();
});

test('every word of the query must appear, in any order or field', () => {
  expect(names('licencia renov')).toEqual(['Renovación de licencia de actividades económicas']);
  expect(names('nacimiento registro')).toEqual(['Acta de nacimiento']);
  expect(names('nacimiento hacienda')).toEqual([]);
});

test('a word does not match across two fields', () => {
  // 'municipal' ends the name and 'constancia' starts the description of procedure 4.
  expect(names('municipalconstancia')).toEqual([]);
});

test('search and department combine', () => {
  // 'Solvencia municipal' has the word in its name, so it comes first (issue 14's ranking).
  expect(names('municipal', 1)).toEqual(['Solvencia municipal', 'Renovación de licencia de actividades económicas']);
  expect(names('solvencia', 2)).toEqual([]);
  expect(names('', 3)).toEqual(['Inscripción catastral']);
});

test('normalizeText folds accents, case and spacing (including no-break spaces)', () => {
  expect(normalizeText('  Año\u00a0 CATASTRAL  ')).toBe('ano catastral');
  expect(queryTerms(' Renovación   Licencia ')).toEqual(['renovacion', 'licencia']);
});

test('the index of a catalogue is built once and reused', () => {
  expect(searchIndexFor(procedures)).toBe(searchIndexFor(procedures));
  expect(searchIndexFor([...procedures])).not.toBe(searchIndexFor(procedures));
});

describe('one letter wrong or missing', () => {
  const found = (query: string, departmentId: number | null = null) => {
    const result = searchCatalogue(index, { query, departmentId });
    return { names: result.procedures.map((p) => p.name), corrected: result.correctedQuery };
  };

  test('a missing, a wrong or two swapped letters still find the procedure, with the corrected words', () => {
    expect(found('nacimieto')).toEqual({ names: ['Acta de nacimiento'], corrected: 'nacimiento' });
    expect(found('acta de nacimeinto')).toEqual({ names: ['Acta de nacimiento'], corrected: 'acta de nacimiento' });
    expect(found('solvensia')).toEqual({ names: ['Solvencia municipal'], corrected: 'solvencia' });
  });

  test('a search that finds something is not corrected; two letters off is too far for the catalogue', () => {
    expect(found('nacimiento').corrected).toBeNull();
    expect(found('nacmieto')).toEqual({ names: [], corrected: null });
  });

  test('a correction that finds nothing in the chosen department is not offered', () => {
    expect(found('nacimieto', hacienda.id)).toEqual({ names: [], corrected: null });
  });
});
