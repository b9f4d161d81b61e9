/** The codegen plugin behind /developers/'s reference: what it writes for a small schema. */
import { buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import type { SchemaReference } from '../../app/features/developers/reference-types';
import { plugin } from './schema-reference.mjs';

const SDL = `
  "Reads." type Query { "A thing by id." thing("Its id." id: ID!, "Page." page: Int = 1): Thing old: Int @deprecated(reason: "Deprecated 2026-01-15. Removed after 2026-07-15.") }
  "Writes." type Mutation { "Makes one." make("What." input: MakeInput!): Thing }
  "A thing." type Thing implements Named { "Its name." name: String! "Its colour." colour: Colour }
  "Has a name." interface Named { "The name." name: String! }
  "What to make." input MakeInput { "How many." count: Int = 2 }
  "Colours." enum Colour { "Red." RED "Blue." BLUE }
  "Either." union Any = Thing
`;

function generate(config: Record<string, unknown> = {}): SchemaReference {
  const code = plugin(buildSchema(SDL), [], { limits: { maxDepth: 10 }, ...config }) as string;
  return JSON.parse(JSON.parse(/JSON\.parse\((.*)\);/.exec(code)![1]));
}

describe('schema reference plugin', () => {
  it('writes Query and Mutation first, then every type by name, without GraphQL’s own', () => {
    expect(generate().types.map((t) => `${t.name}:${t.kind}`)).toEqual([
      'Query:OBJECT',
      'Mutation:OBJECT',
      'Any:UNION',
      'Colour:ENUM',
      'MakeInput:INPUT_OBJECT',
      'Named:INTERFACE',
      'Thing:OBJECT',
    ]);
  });

  it('keeps descriptions, types, defaults, deprecations, interfaces and union members', () => {
    const types = new Map(generate().types.map((t) => [t.name, t]));
    const thing = types.get('Query')!.fields!.find((f) => f.name === 'thing')!;
    expect(thing).toMatchObject({ type: 'Thing', description: 'A thing by id.' });
    expect(thing.args).toEqual([
      { name: 'id', type: 'ID!', description: 'Its id.' },
      { name: 'page', type: 'Int', description: 'Page.', defaultValue: '1' },
    ]);
    expect(types.get('Query')!.fields!.find((f) => f.name === 'old')!.deprecationReason).toContain('Removed after 2026-07-15');
    expect(types.get('MakeInput')!.fields).toEqual([{ name: 'count', type: 'Int', description: 'How many.', defaultValue: '2' }]);
    expect(types.get('Colour')!.enumValues).toEqual([
      { name: 'RED', description: 'Red.' },
      { name: 'BLUE', description: 'Blue.' },
    ]);
    expect(types.get('Thing')!.related).toEqual(['Named']);
    expect(types.get('Any')!.related).toEqual(['Thing']);
  });

  it('groups the error catalogue by code and adds the codes HTTP statuses give', () => {
    const { errors, limits } = generate({
      errors: {
        getOrder: { code: 'ORDER_FETCH_FAILED', message: 'Request failed' },
        trackOrder: { code: 'ORDER_FETCH_FAILED', message: 'Request failed' },
      },
      statusCodes: { 401: 'UNAUTHENTICATED' },
    });
    expect(errors).toEqual([
      { code: 'ORDER_FETCH_FAILED', messages: ['Request failed'], operations: ['getOrder', 'trackOrder'] },
      { code: 'UNAUTHENTICATED', status: 401 },
    ]);
    expect(limits).toEqual({ maxDepth: 10 });
  });
});
