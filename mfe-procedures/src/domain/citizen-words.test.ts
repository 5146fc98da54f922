// Issue 14: a citizen finds a procedure in their own words (stemming, synonyms, ranking).
import { expandQuery, stemWord, synonymMap } from '@portal/contract';
import { department, procedure } from '../testing/fixtures';
import { buildSearchIndex, filterProcedures, hasStemWord } from './search';

const hacienda = department(1, 'Hacienda Municipal');
const registro = department(2, 'Registro Civil');
const ambiente = department(3, 'Ambiente y Servicios Públicos');

const procedures = [
  procedure(1, 'Renovación de licencia de actividades económicas', hacienda),
  procedure(2, 'Acta de nacimiento', registro),
  procedure(3, 'Pago del impuesto sobre inmuebles urbanos', hacienda),
  procedure(4, 'Recolección de desechos especiales', ambiente),
  procedure(5, 'Impuesto sobre vehículos', hacienda, { description: 'Declaración y pago anual del impuesto de su vehículo.' }),
  procedure(6, 'Permiso de construcción', hacienda),
  procedure(7, 'Copia de la cédula de identidad', registro),
];
const index = buildSearchIndex(procedures);
// The demo list of the seed (api/src/db/demo-synonyms.ts), as procedures.json carries it.
const synonyms = synonymMap([
  { term: 'partida', alternatives: ['acta'] },
  { term: 'basura', alternatives: ['desechos', 'recolección'] },
  { term: 'pagar', alternatives: ['pago'] },
  { term: 'cédula', alternatives: ['identidad'] },
  { term: 'licencia', alternatives: ['permiso'] },
  { term: 'carro', alternatives: ['vehículo'] },
]);
const names = (query: string, withSynonyms = true) =>
  filterProcedures(index, { query, departmentId: null, synonyms: withSynonyms ? synonyms : undefined }).map((p) => p.name);

describe('light Spanish stemming', () => {
  test('singular and plural share a stem', () => {
    expect(stemWord('licencias')).toBe(stemWord('licencia'));
    expect(stemWord('impuestos')).toBe(stemWord('impuesto'));
    expect(stemWord('vehiculos')).toBe(stemWord('vehiculo'));
    expect(stemWord('naciones')).toBe('nacion');
    expect(stemWord('lapices')).toBe(stemWord('lapiz'));
  });

  test('a verb and its noun share a stem', () => {
    expect(stemWord('pagar')).toBe(stemWord('pago'));
    expect(stemWord('permisos')).toBe(stemWord('permiso'));
  });

  test('short words are left alone', () => {
    expect(stemWord('de')).toBe('de');
    expect(stemWord('gas')).toBe('gas');
  });

  test('plural queries find singular names, with or without accents', () => {
    expect(names('licencias', false)).toEqual(['Renovación de licencia de actividades económicas']);
    expect(names('recoleccion', false)).toEqual(['Recolección de desechos especiales']);
    expect(names('RECOLECCIONES', false)).toEqual(['Recolección de desechos especiales']);
    expect(names('impuestos', false)).toEqual(['Pago del impuesto sobre inmuebles urbanos', 'Impuesto sobre vehículos']);
  });

  test('a stem matches whole words only, not a longer word that starts the same', () => {
    expect(hasStemWord('acta de nacimiento', 'act')).toBe(true);
    expect(hasStemWord('licencia de actividades', 'act')).toBe(false);
    expect(names('actas', false)).toEqual(['Acta de nacimiento']);
  });

  test('typing the start of a word still finds it', () => {
    expect(names('renov', false)).toEqual(['Renovación de licencia de actividades económicas']);
  });
});

describe('synonyms', () => {
  test("'partida nacimiento' finds 'Acta de nacimiento'", () => {
    expect(names('partida nacimiento')).toEqual(['Acta de nacimiento']);
    expect(names('partida de nacimiento', false)).toEqual([]);
  });

  test("'basura' finds 'Recolección de desechos especiales'", () => {
    expect(names('basura')).toEqual(['Recolección de desechos especiales']);
  });

  test("'pagar impuestos' finds 'Pago del impuesto…' first", () => {
    expect(names('pagar impuestos')).toEqual(['Pago del impuesto sobre inmuebles urbanos', 'Impuesto sobre vehículos']);
  });

  test('cédula, licencia and carro find identidad, permiso and vehículo', () => {
    expect(names('cedula')).toEqual(['Copia de la cédula de identidad']);
    expect(names('licencia')).toContain('Permiso de construcción');
    expect(names('carros')).toEqual(['Impuesto sobre vehículos']);
  });

  test('a synonym word in the plural uses the entry of its singular', () => {
    expect(expandQuery('partidas', synonyms)[0]!.forms).toContain('act');
  });

  test('without the list, citizen words find nothing they do not contain', () => {
    expect(names('basura', false)).toEqual([]);
  });
});

describe('ranking', () => {
  test('a name match comes before a description match', () => {
    // Procedure 5 says 'pago' only in its description; procedure 3 in its name.
    expect(names('pago')[0]).toBe('Pago del impuesto sobre inmuebles urbanos');
    expect(names('pago')).toContain('Impuesto sobre vehículos');
  });

  test('without a query the catalogue order stays', () => {
    expect(names('')).toEqual(procedures.map((p) => p.name));
  });
});
