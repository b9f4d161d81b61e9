import { describe, expect, it } from 'vitest';
import { filterQuery, filtersFromUrl } from './order-filters';

const parse = (qs: string) => filtersFromUrl(new URL(`http://x/dashboard/orders/${qs}`));

describe('order list filters from the URL', () => {
  it('reads status, Harare days, search and page', () => {
    expect(parse('?status=on-hold&from=2026-03-01&to=2026-03-31&search=%20MSK-10042%20&page=3')).toEqual({
      filters: { status: 'on-hold', from: '2026-03-01', to: '2026-03-31', search: 'MSK-10042', page: 3 },
      error: null,
    });
  });

  it('reports bad values (keeping what was typed) instead of widening to all orders', () => {
    expect(parse('?from=nope').error).toBe('From must be a date like 2026-03-31');
    expect(parse('?to=2026-02-30').error).toBe('To is not a real date');
    expect(parse('?from=2026-04-02&to=2026-04-01').error).toBe('The "from" date must be on or before the "to" date');
    expect(parse('?status=shipped&search=kept').filters).toMatchObject({ status: 'shipped', search: 'kept' });
  });

  it('writes the filters back without empty values (export link, paging)', () => {
    expect(filterQuery({ status: '', from: '2026-03-01', to: '', search: 'a&b', page: 1 }, { page: '2' })).toBe(
      '?from=2026-03-01&search=a%26b&page=2',
    );
    expect(filterQuery({ status: '', from: '', to: '', search: '', page: 1 })).toBe('');
  });
});
