/** The deprecation policy over the whole schema, and the checker itself on sample SDL (so the first test is not vacuous). */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { addMonths, DEPRECATION_EXAMPLE, deprecationProblems, reasonProblem } from './deprecation-policy';

const dir = join(process.cwd(), 'schema', 'graphql');
const schemaFiles = readdirSync(dir).filter((name) => name.endsWith('.graphql'));

describe('deprecation policy', () => {
  it('holds for every @deprecated in the schema', () => {
    expect(schemaFiles.length).toBeGreaterThan(10);
    const problems = schemaFiles.flatMap((name) =>
      deprecationProblems(readFileSync(join(dir, name), 'utf8')).map((p) => `${name}: ${p.coordinate}: ${p.problem}`),
    );
    expect(problems).toEqual([]);
  });

  it('accepts a reason dated six months apart, and the example the docs give', () => {
    expect(reasonProblem(DEPRECATION_EXAMPLE)).toBeNull();
    expect(reasonProblem('Deprecated 2026-08-31: use b. Removed after 2027-02-28.')).toBeNull();
  });

  it('finds every deprecation that breaks the policy in sample SDL, on fields, arguments, input fields and enum values', () => {
    const sdl = `
      type Query {
        good: Int @deprecated(reason: "Deprecated 2026-01-15: use other. Removed after 2026-07-15.")
        noReason: Int @deprecated
        undated: Int @deprecated(reason: "Use other.")
        tooLong: Int @deprecated(reason: "Deprecated 2026-01-15. Removed after 2026-08-15.")
        tooShort(old: Int @deprecated(reason: "Deprecated 2026-01-15. Removed after 2026-04-15.")): Int
        notADate: Int @deprecated(reason: "Deprecated 2026-02-30. Removed after 2026-08-30.")
        kept: Int
      }
      input Filter { q: String @deprecated(reason: "Deprecated 2026-03-01. Removed after 2026-09-02.") }
      enum Colour { RED BLUE @deprecated(reason: "Deprecated 2026-03-01. Removed after 2026-09-01.") GREEN @deprecated(reason: "Removed after 2026-09-01.") }
    `;
    const problems = deprecationProblems(sdl);
    expect(problems.map((p) => p.coordinate)).toEqual([
      'Query.noReason',
      'Query.undated',
      'Query.tooLong',
      'Query.tooShort(old:)',
      'Query.notADate',
      'Filter.q',
      'Colour.GREEN',
    ]);
    expect(problems.find((p) => p.coordinate === 'Query.tooLong')?.problem).toContain('until 2026-07-15');
  });

  it('adds months by the calendar, keeping to the month’s last day', () => {
    expect(addMonths(new Date('2026-08-31T00:00:00Z'), 6).toISOString().slice(0, 10)).toBe('2027-02-28');
    expect(addMonths(new Date('2027-08-31T00:00:00Z'), 6).toISOString().slice(0, 10)).toBe('2028-02-29');
    expect(addMonths(new Date('2026-11-27T00:00:00Z'), 6).toISOString().slice(0, 10)).toBe('2027-05-27');
  });
});
