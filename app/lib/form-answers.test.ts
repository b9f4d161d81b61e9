import { describe, expect, it } from 'vitest';
import { postedField, splitUserErrors } from './form-answers';

describe('form answers', () => {
  it('reads a posted field as text, cut to its bound, and a missing one as empty', () => {
    const form = new FormData();
    form.set('name', 'x'.repeat(500));
    expect(postedField(form, 'name', 200)).toHaveLength(200);
    expect(postedField(form, 'email', 300)).toBe('');
  });

  it("puts the API's first message per field on that field and the first other one on the form", () => {
    const values = { name: '', email: '' };
    const split = splitUserErrors(
      [
        { field: 'email', message: 'Email is invalid' },
        { field: 'email', message: 'second' },
        { field: 'requestTypeId', message: 'Unknown type' },
        { field: null, message: 'later' },
      ],
      values,
    );
    expect(split).toEqual({ errors: { email: 'Email is invalid' }, formError: 'Unknown type' });
    expect(splitUserErrors([], values)).toEqual({ errors: {}, formError: null });
  });
});
