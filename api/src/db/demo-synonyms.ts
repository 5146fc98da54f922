// The demo synonym list (issue 14): words citizens type → the words the catalogue and the news use.
// Every demo customer gets it; staff edit theirs through the synonym/* corporate calls.
import type { SynonymEntry } from '@portal/contract';

export const demoSynonyms: readonly SynonymEntry[] = [
  { term: 'partida', alternatives: ['acta'] },
  { term: 'basura', alternatives: ['desechos', 'recolección'] },
  { term: 'pagar', alternatives: ['pago'] },
  { term: 'cédula', alternatives: ['identidad'] },
  { term: 'licencia', alternatives: ['permiso'] },
  { term: 'carro', alternatives: ['vehículo'] },
  { term: 'casa', alternatives: ['inmueble', 'vivienda'] },
  { term: 'negocio', alternatives: ['actividades económicas', 'comercio'] },
  { term: 'árbol', alternatives: ['tala', 'poda'] },
];
