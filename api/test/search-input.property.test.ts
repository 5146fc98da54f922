// The site search on generated queries (issue 14): whatever a citizen or a bot types — any
// Unicode, FTS5 and tsquery operators, words the Spanish configuration drops, digits, mixed
// scripts — the answer is 200 or a 400 with a message, never 5xx, on both databases.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { describeEachDatabase } from './support/test-app.ts';

const pieces = fc.constantFrom(
  'acta', 'nacimiento', 'de', 'la', 'a', 'el', 'y', 'este', 'como', '"', '*', ':', ':*', ':*A', '-', '^', '(', ')', '&', '|', '!', '<->',
  'NEAR', 'OR', 'AND', 'NOT', '{title}', 'scope', 'procedurex31', '_procedure_31', "'", '\\', '2025', '١٢٣', 'abc١٢٣', '中文', 'ñandú',
  'Ⅻ', 'ǅ', 'ﬁ', 'İ', 'ß', '🙂', '\u200b', '\u00a0', '%', '_',
);
const queryText = fc.oneof(
  fc.array(pieces, { maxLength: 12 }).map((parts) => parts.join(' ')),
  fc.array(pieces, { maxLength: 8 }).map((parts) => parts.join('')),
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.string({ maxLength: 200 }),
);

describeEachDatabase('site search on generated queries', (ctx) => {
  test('every query answers 200 or 400, never 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(queryText, fc.integer({ min: 1, max: 30 }), async (q, page) => {
        const response = await ctx().app.inject({ url: `/api/v2/search/?customer_id=1&q=${encodeURIComponent(q)}&page=${page}` });
        assert.ok(response.statusCode === 200 || response.statusCode === 400, `${JSON.stringify(q)} page ${page}: ${response.statusCode} ${response.body}`);
        if (response.statusCode === 400) assert.equal(response.json().res, 0);
      }),
      { numRuns: 1000, seed: 14 },
    );
  });
});
