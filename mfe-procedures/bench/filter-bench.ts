// Filters a 10,000-procedure catalogue the way a citizen types, and checks one frame (16 ms).
// Run: npm run bench -w mfe-procedures (Node 24 runs this TypeScript directly by stripping types).
import { performance } from 'node:perf_hooks';
import { synonymMap, type Procedure } from '@portal/contract';
import { buildSearchIndex, searchCatalogue } from '../src/domain/search.ts';

const PROCEDURES = 10_000;
const ROUNDS = 200;
const FRAME_MS = 16;

const departments = [
  'Hacienda Municipal', 'Catastro', 'Ingeniería Municipal', 'Registro Civil', 'Desarrollo Social',
  'Ambiente y Servicios Públicos', 'Tesorería', 'Planeación', 'Gobierno', 'Turismo y Cultura',
].map((name, i) => ({ id: i + 1, name, is_active: i !== 9 }));

const names = [
  'Renovación de licencia de actividades económicas', 'Solvencia municipal', 'Inscripción catastral',
  'Permiso de construcción', 'Acta de nacimiento', 'Constancia de residencia', 'Impuesto sobre vehículos',
  'Permiso de tala y poda', 'Beca estudiantil municipal', 'Certificado de estratificación', 'Uso de suelo',
  'Declaración de actividades económicas', 'Rectificación de actas', 'Plano de mensura',
];

function catalogue(count: number): Procedure[] {
  return Array.from({ length: count }, (_, i) => {
    const department = departments[i % departments.length]!;
    const name = `${names[i % names.length]} (${Math.floor(i / names.length) + 1})`;
    return {
      id: i + 1,
      name,
      description: `Trámite de ${department.name}: ${name.toLowerCase()}. Consulte los requisitos antes de acudir a la taquilla.`,
      department,
      departmentId: department.id,
      requirements: Array.from({ length: i % 6 }, (_, r) => ({ id: r + 1, name: `Requisito ${r + 1}` })),
      product: i % 5 === 4 ? null : { calc_price: Math.round((((i * 37) % 90) + 10) * 12.75 * 100) / 100 },
    };
  });
}

// What a citizen types: every prefix of a word, then accent, case and price variants.
const word = 'renovacion';
const queries = [
  ...Array.from({ length: word.length }, (_, i) => word.slice(0, i + 1)),
  'Renovación', 'RENOVACIÓN', 'tramite', 'licencia renov', 'catastro', '1.147,50', '1147', 'bs.s', '(a+b)*', 'zzz',
  // Citizens' words (issue 14): stems and synonyms.
  'partida nacimiento', 'pagar impuestos', 'basura', 'licencias', 'carros', 'cedula',
  // One letter wrong or missing: found again through the correction.
  'nacimieto', 'renovacoin', 'catastrl',
];
// The demo synonym list (api/src/db/demo-synonyms.ts).
const synonyms = synonymMap([
  { term: 'partida', alternatives: ['acta'] }, { term: 'basura', alternatives: ['desechos', 'recolección'] },
  { term: 'pagar', alternatives: ['pago'] }, { term: 'cédula', alternatives: ['identidad'] },
  { term: 'licencia', alternatives: ['permiso'] }, { term: 'carro', alternatives: ['vehículo'] },
  { term: 'negocio', alternatives: ['actividades económicas', 'comercio'] },
]);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const procedures = catalogue(PROCEDURES);
const indexStart = performance.now();
const index = buildSearchIndex(procedures);
const indexMs = performance.now() - indexStart;

// Warm up the JIT the way a few seconds of use would.
for (let i = 0; i < 20; i += 1) for (const query of queries) searchCatalogue(index, { query, departmentId: null, synonyms });

const times: number[] = [];
let matched = 0;
for (let round = 0; round < ROUNDS; round += 1) {
  for (const query of queries) {
    const departmentId = round % 4 === 0 ? departments[round % 9]!.id : null;
    const start = performance.now();
    matched += searchCatalogue(index, { query, departmentId, synonyms }).procedures.length;
    times.push(performance.now() - start);
  }
}
times.sort((a, b) => a - b);
const median = percentile(times, 50);
const p95 = percentile(times, 95);
const pass = p95 <= FRAME_MS;

console.log(`Filtering ${PROCEDURES.toLocaleString('en')} procedures, ${times.length} typed queries (${queries.length} per round, ${ROUNDS} rounds)`);
console.log(`  search index built once per catalogue: ${indexMs.toFixed(1)} ms`);
console.log(`  median ${median.toFixed(2)} ms   p95 ${p95.toFixed(2)} ms   max ${times.at(-1)!.toFixed(2)} ms   (matches seen: ${matched})`);
console.log(`${pass ? 'PASS' : 'FAIL'}: p95 ${p95.toFixed(2)} ms ${pass ? '<=' : '>'} ${FRAME_MS} ms (one frame)`);
process.exitCode = pass ? 0 : 1;
