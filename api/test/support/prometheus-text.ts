// A strict reader of Prometheus' text exposition format (version 0.0.4), for the tests: it fails on
// anything a Prometheus server would refuse (a bad name, a broken label, a sample before its TYPE
// or of another family, a duplicated series, a histogram whose buckets fall or whose +Inf bucket
// differs from its count), so "it parses" means a scraper could read it.
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface Family {
  name: string;
  help: string;
  type: 'counter' | 'gauge' | 'histogram' | 'summary' | 'untyped';
  samples: Sample[];
}

const metricName = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;
const labelName = /^[a-zA-Z_][a-zA-Z0-9_]*$/;

// Prometheus reads values with Go's strconv.ParseFloat: NaN and Inf in any case (prom-client
// writes an empty event-loop histogram's mean as "Nan").
function parseValue(raw: string, line: string): number {
  if (/^\+?inf(?:inity)?$/i.test(raw)) return Infinity;
  if (/^-inf(?:inity)?$/i.test(raw)) return -Infinity;
  if (/^nan$/i.test(raw)) return NaN;
  if (!/^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/.test(raw)) throw new Error(`bad value "${raw}" in: ${line}`);
  return Number(raw);
}

/** Reads `name{a="1",b="x\"y"} 12.5` into its parts. */
function parseSample(line: string): Sample {
  const nameEnd = line.search(/[{ ]/);
  if (nameEnd <= 0) throw new Error(`bad sample: ${line}`);
  const name = line.slice(0, nameEnd);
  if (!metricName.test(name)) throw new Error(`bad metric name "${name}"`);
  const labels: Record<string, string> = {};
  let at = nameEnd;
  if (line[at] === '{') {
    at += 1;
    while (line[at] !== '}') {
      const eq = line.indexOf('=', at);
      if (eq < 0) throw new Error(`bad labels: ${line}`);
      const key = line.slice(at, eq);
      if (!labelName.test(key)) throw new Error(`bad label name "${key}" in: ${line}`);
      if (key in labels) throw new Error(`label ${key} twice in: ${line}`);
      if (line[eq + 1] !== '"') throw new Error(`unquoted label value in: ${line}`);
      let value = '';
      let i = eq + 2;
      for (; i < line.length && line[i] !== '"'; i += 1) {
        if (line[i] === '\\') {
          const next = line[i + 1];
          if (next === 'n') value += '\n';
          else if (next === '\\' || next === '"') value += next;
          else throw new Error(`bad escape in: ${line}`);
          i += 1;
        } else value += line[i];
      }
      if (line[i] !== '"') throw new Error(`unterminated label value in: ${line}`);
      labels[key] = value;
      at = i + 1;
      if (line[at] === ',') at += 1;
      else if (line[at] !== '}') throw new Error(`bad label separator in: ${line}`);
    }
    at += 1;
  }
  if (line[at] !== ' ') throw new Error(`no value in: ${line}`);
  const parts = line.slice(at + 1).split(' ');
  if (parts.length > 2 || (parts.length === 2 && !/^-?\d+$/.test(parts[1]!))) throw new Error(`bad value or timestamp in: ${line}`);
  return { name, labels, value: parseValue(parts[0]!, line) };
}

function belongs(sample: string, family: Family): boolean {
  if (sample === family.name) return true;
  const suffixes = family.type === 'histogram' ? ['_bucket', '_sum', '_count'] : family.type === 'summary' ? ['_sum', '_count'] : [];
  return suffixes.some((suffix) => sample === family.name + suffix);
}

function checkHistogram(family: Family): void {
  const series = new Map<string, Sample[]>();
  for (const sample of family.samples.filter((s) => s.name.endsWith('_bucket'))) {
    const { le, ...rest } = sample.labels;
    if (le === undefined) throw new Error(`${family.name}: bucket without le`);
    const key = JSON.stringify(rest);
    series.set(key, [...(series.get(key) ?? []), sample]);
  }
  for (const [key, buckets] of series) {
    let previous = -Infinity;
    let count = 0;
    for (const bucket of buckets) {
      const le = parseValue(bucket.labels.le!, bucket.labels.le!);
      if (le <= previous) throw new Error(`${family.name}${key}: buckets out of order`);
      if (bucket.value < count) throw new Error(`${family.name}${key}: a bucket counts less than the one before`);
      previous = le;
      count = bucket.value;
    }
    if (previous !== Infinity) throw new Error(`${family.name}${key}: no +Inf bucket`);
    const total = family.samples.find((s) => s.name === `${family.name}_count` && JSON.stringify(s.labels) === key);
    if (!total || total.value !== count) throw new Error(`${family.name}${key}: _count differs from the +Inf bucket`);
  }
}

/** Parses a whole exposition; throws with the offending line on any error. */
export function parsePrometheusText(text: string): Map<string, Family> {
  const families = new Map<string, Family>();
  const seen = new Set<string>();
  let current: Family | null = null;
  if (!text.endsWith('\n')) throw new Error('the exposition must end with a newline');
  for (const line of text.split('\n')) {
    if (line === '') continue;
    if (line.startsWith('#')) {
      const match = /^# (HELP|TYPE) (\S+)(?: (.*))?$/.exec(line);
      if (!match) continue; // a plain comment
      const [, kind, name, rest = ''] = match;
      if (!metricName.test(name!)) throw new Error(`bad metric name in: ${line}`);
      let family = families.get(name!);
      if (!family) {
        family = { name: name!, help: '', type: 'untyped', samples: [] };
        families.set(name!, family);
      } else if (family !== current) throw new Error(`${name}: its lines are not together`);
      if (kind === 'TYPE') {
        if (family.samples.length > 0) throw new Error(`${name}: TYPE after its samples`);
        if (!['counter', 'gauge', 'histogram', 'summary', 'untyped'].includes(rest)) throw new Error(`bad type in: ${line}`);
        family.type = rest as Family['type'];
      } else family.help = rest;
      current = family;
      continue;
    }
    const sample = parseSample(line);
    if (!current || !belongs(sample.name, current)) throw new Error(`sample outside its family: ${line}`);
    const id = `${sample.name}${JSON.stringify(Object.entries(sample.labels).sort())}`;
    if (seen.has(id)) throw new Error(`series twice: ${line}`);
    seen.add(id);
    if (current.type === 'counter' && !(sample.value >= 0)) throw new Error(`negative counter: ${line}`);
    current.samples.push(sample);
  }
  for (const family of families.values()) if (family.type === 'histogram') checkHistogram(family);
  return families;
}

/** The value of one series (labels given must match; others may be present), or undefined. */
export function valueOf(families: Map<string, Family>, family: string, sample: string, labels: Record<string, string> = {}): number | undefined {
  return families.get(family)?.samples.find((s) => s.name === sample && Object.entries(labels).every(([k, v]) => s.labels[k] === v))?.value;
}
