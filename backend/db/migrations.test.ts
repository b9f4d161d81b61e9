/**
 * The migrations as `wrangler d1 execute --file` splits them (the end-to-end setup runs every migration and the seed
 * as one script). Its splitter keeps reading one statement from a BEGIN or CASE until an `END` that is followed by a
 * space, a newline or `;`: a `CASE … END,` never closes, so every later `;` stays inside one runaway statement, and
 * the splitter, re-testing that ever longer statement at each character, never finishes the seed (issue 30's 0044
 * did this). So every opener must have such a closer, file by file.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const DIR = join(__dirname, 'migrations');

/** The SQL with comments and quoted text blanked out, as the splitter skips them. */
const code = (sql: string) => sql.replace(/--[^\n]*/g, ' ').replace(/'[^']*'|"[^"]*"|`[^`]*`/g, "''");

describe('migrations, split as wrangler splits them', () => {
  it('every BEGIN and CASE is closed by an END the splitter sees (END then a space, a newline or ;)', () => {
    const unclosed: string[] = [];
    for (const name of readdirSync(DIR).filter((n) => n.endsWith('.sql'))) {
      const sql = code(readFileSync(join(DIR, name), 'utf8'));
      const openers = sql.match(/\s(BEGIN|CASE)(?=\s)/gi)?.length ?? 0;
      const closers = sql.match(/\sEND(?=[;\s])/g)?.length ?? 0;
      if (openers !== closers) unclosed.push(`${name}: ${openers} BEGIN/CASE, ${closers} END`);
    }
    expect(unclosed).toEqual([]);
  });
});
