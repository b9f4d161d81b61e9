import { describe, expect, it } from 'vitest';
import { ADMIN_CONTENT_MESSAGES as M } from '../../../schema/rest/admin-content';
import { fieldErrorsOf, readContentForm } from './content-form.server';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};

describe('the content editor form', () => {
  it('turns the fields into the API input: empties are left to the API’s defaults', () => {
    const { input, errors } = readContentForm(form({ title: 'Hi', slug: ' ', content: '<p>x</p>', categoryId: '2', sticky: 'on', position: '3' }));
    expect(errors).toEqual({});
    expect(input).toMatchObject({
      title: 'Hi',
      slug: null,
      content: '<p>x</p>',
      categoryId: '2',
      image: null,
      sticky: true,
      position: 3,
      durationSeconds: null,
    });
  });

  it('catches numbers that are not numbers with the contract’s messages', () => {
    const { errors } = readContentForm(form({ title: 'Hi', content: 'x', durationSeconds: 'ten', position: '1.5' }));
    expect(errors).toEqual({ durationSeconds: M.duration, position: M.position });
  });

  it('files user errors under their fields; the rest is the form’s alert', () => {
    expect(
      fieldErrorsOf([
        { field: 'slug', message: M.slugTaken },
        { field: null, message: M.stale },
        { field: 'id', message: M.notFound },
      ]),
    ).toEqual({ errors: { slug: M.slugTaken }, alert: M.stale });
  });
});
