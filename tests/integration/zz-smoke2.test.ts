import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

describe('integration setup 2', () => {
  it('migrates and seeds D1 before the tests run', async () => {
    const row = await env.DB.prepare('select count(*) as n from business_categories').first<{ n: number }>();
    expect(row?.n).toBe(14);
  });
});
