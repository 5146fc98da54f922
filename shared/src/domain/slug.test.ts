import { slugify } from './slug';

test('a Spanish title becomes lower case words joined by hyphens, without accents', () => {
  expect(slugify('Inicia la rehabilitación de la avenida Bolívar')).toBe('inicia-la-rehabilitacion-de-la-avenida-bolivar');
});

test('ñ and ü keep their base letter', () => {
  expect(slugify('Año de la Pingüinera')).toBe('ano-de-la-pinguinera');
});

test('punctuation and repeated spaces collapse into one hyphen, none at the ends', () => {
  expect(slugify('  ¿Qué pasó?  ¡Balance 2025, 1er semestre!  ')).toBe('que-paso-balance-2025-1er-semestre');
});

test('a title with nothing to keep gives an empty slug', () => {
  expect(slugify('¿¡ — !?')).toBe('');
});
