import { department, procedure } from '../testing/fixtures';
import { departmentOptions, parseDepartmentParam } from './departments';

const catastro = department(1, 'Catastro');
const sindicatura = department(2, 'Sindicatura Municipal', false);
const turismo = department(3, 'Turismo y Cultura');
const ambiente = department(4, 'Ambiente y Servicios Públicos');
const ejidos = department(5, 'Ejidos');

const procedures = [
  procedure(1, 'Cédula catastral', catastro),
  procedure(2, 'Ficha catastral', catastro),
  procedure(3, 'Venta de terrenos ejidos', sindicatura),
  procedure(4, 'Denuncia ambiental', ambiente),
  procedure(5, 'Arrendamiento de ejidos', ejidos),
];

const options = departmentOptions([catastro, sindicatura, turismo, ambiente, ejidos], procedures);

test('lists active departments that have procedures, with how many', () => {
  expect(options).toEqual([
    { id: 4, name: 'Ambiente y Servicios Públicos', count: 1 },
    { id: 1, name: 'Catastro', count: 2 },
    { id: 5, name: 'Ejidos', count: 1 },
  ]);
});

test('leaves out an inactive department even when it has procedures', () => {
  expect(options.map((o) => o.name)).not.toContain('Sindicatura Municipal');
});

test('leaves out an active department with no procedures', () => {
  expect(options.map((o) => o.name)).not.toContain('Turismo y Cultura');
});

test('sorts names the Spanish way, accents beside their letter', () => {
  const names = departmentOptions(
    [department(1, 'Zonas'), department(2, 'Órganos'), department(3, 'Obras')],
    [procedure(1, 'a', department(1, 'Zonas')), procedure(2, 'b', department(2, 'Órganos')), procedure(3, 'c', department(3, 'Obras'))],
  ).map((o) => o.name);
  expect(names).toEqual(['Obras', 'Órganos', 'Zonas']);
});

test('reads the departamento URL parameter as an id, or nothing when it is not one', () => {
  expect(parseDepartmentParam('12')).toBe(12);
  expect(parseDepartmentParam(null)).toBeNull();
  expect(parseDepartmentParam('catastro')).toBeNull();
  expect(parseDepartmentParam('1e3')).toBeNull();
  expect(parseDepartmentParam('')).toBeNull();
});
