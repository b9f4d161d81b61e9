import { describe, expect, it } from 'vitest';
import { WHOLE_BODY_LIMIT, withWholeBody } from './whole-body';

describe('withWholeBody (a form post is read whole before routing)', () => {
  it('reads the posted body off the request and hands on a copy with the same body, method and headers', async () => {
    const posted = new Request('https://musika.test/logout', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': '13', cookie: 'musika_session=abc' },
      body: 'intent=logout',
    });
    const routed = await withWholeBody(posted);
    expect(posted.bodyUsed).toBe(true);
    expect(routed).not.toBe(posted);
    expect(routed.method).toBe('POST');
    expect(routed.url).toBe('https://musika.test/logout');
    expect(routed.headers.get('cookie')).toBe('musika_session=abc');
    expect(Object.fromEntries(await routed.formData())).toEqual({ intent: 'logout' });
  });

  it('leaves a body over the limit to the route that reads or refuses it', async () => {
    const upload = new Request('https://musika.test/dashboard/add-new-product', {
      method: 'POST',
      headers: { 'content-length': String(WHOLE_BODY_LIMIT + 1) },
      body: 'x'.repeat(WHOLE_BODY_LIMIT + 1),
    });
    expect(await withWholeBody(upload)).toBe(upload);
    expect(upload.bodyUsed).toBe(false);
  });

  it('leaves a request without a body as it is', async () => {
    const page = new Request('https://musika.test/search?term=solar');
    expect(await withWholeBody(page)).toBe(page);
  });
});
