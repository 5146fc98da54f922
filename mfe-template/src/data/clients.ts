import type { Client, Office } from './types';

/** The 'Top Clients' logos (spec section 2: 8 logos), drawn locally from a name and a glyph. */
export const CLIENTS: readonly Client[] = [
  { name: 'Northwind', mark: 'triangle' },
  { name: 'Green Valley', mark: 'leaf' },
  { name: 'Atlas Bank', mark: 'square' },
  { name: 'Horizon', mark: 'circle' },
  { name: 'Lumen', mark: 'ring' },
  { name: 'Metro Transit', mark: 'bolt' },
  { name: 'Ocean Trust', mark: 'diamond' },
  { name: 'Summit', mark: 'hexagon' },
];

/** The agency's offices, for the office page. */
export const OFFICES: readonly Office[] = [
  { city: 'Caracas', address: 'Av. Francisco de Miranda, Torre Europa, piso 8', phone: '+58 212 555 0101', email: 'caracas@example.com' },
  { city: 'Valencia', address: 'Av. Bolívar Norte, Centro Empresarial, local 3', phone: '+58 241 555 0102', email: 'valencia@example.com' },
  { city: 'Maracaibo', address: 'Calle 72 con Av. 3H, edificio Lago, piso 2', phone: '+58 261 555 0103', email: 'maracaibo@example.com' },
];
