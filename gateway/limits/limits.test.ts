/**
 * GraphQL cost limits (the hardening issue): every attack from the probe is refused before a resolver runs,
 * and every document the app itself sends stays inside every limit.
 */
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import {
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  typeFromAST,
  validate,
  type DocumentNode,
  type GraphQLInputType,
  type OperationDefinitionNode,
} from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import * as documents from '~/graphql/generated/graphql';
import { schema } from '../schema';
import { createGateway } from '../yoga';
import { COST_BUDGET, queryCost } from './cost';
import { MAX_ALIASES, MAX_DEPTH } from './plugins';

function gatewayWithSpyRest() {
  const restFetch = vi.fn(async () => Response.json({ message: 'success', data: [] }));
  const yoga = createGateway();
  const ask = async (query: string) => {
    const res = await yoga.fetch(
      new Request('http://x/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) }),
      {
        restBaseUrl: 'http://rest/wp-json/ezw/v1',
        restFetch,
      },
    );
    return (await res.json()) as { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] };
  };
  return { ask, restFetch };
}

const nest = (depth: number, open: (i: number) => string, leaf: string) => {
  let q = leaf;
  for (let i = depth; i > 0; i--) q = `${open(i)} { ${q} }`;
  return q;
};

describe('GraphQL limits refuse the probe attacks before any REST call', () => {
  it('refuses related(limit: 24) nested 4 deep as too expensive', async () => {
    const { ask, restFetch } = gatewayWithSpyRest();
    const body = await ask(`{ product(slug: "x") { ${nest(4, () => 'related(limit: 24)', 'slug')} } }`);
    expect(body.errors?.[0].extensions?.code).toBe('QUERY_TOO_EXPENSIVE');
    expect(body.data).toBeUndefined();
    expect(restFetch).not.toHaveBeenCalled();
  });

  it('refuses business.products(limit: -1) nested 10 deep', async () => {
    const { ask, restFetch } = gatewayWithSpyRest();
    const q = nest(10, (i) => (i % 2 ? 'business' : 'products(limit: -1) { items'), 'slug');
    const body = await ask(`{ product(slug: "x") { ${q.replace(/items \{ ([^}]*) \}/g, 'items { $1 } }')} } }`);
    expect(body.errors?.length).toBeGreaterThan(0);
    expect(restFetch).not.toHaveBeenCalled();
  });

  it(`refuses a query deeper than ${MAX_DEPTH}`, async () => {
    const { ask, restFetch } = gatewayWithSpyRest();
    const body = await ask(`{ product(slug: "x") { ${nest(21, () => 'business { categories { id } products(limit: 1) { items', 'slug')} } }`);
    expect(body.errors?.length).toBeGreaterThan(0);
    expect(restFetch).not.toHaveBeenCalled();
  });

  it(`refuses more than ${MAX_ALIASES} aliases (1,000 sent)`, async () => {
    const { ask, restFetch } = gatewayWithSpyRest();
    const aliases = (n: number) => Array.from({ length: n }, (_, i) => `a${i}: ok`).join(' ');
    // 1,000 aliases are over the token limit already; 31 pass the token limit and hit the alias limit.
    expect((await ask(`{ ${aliases(1000)} }`)).errors?.length).toBeGreaterThan(0);
    expect((await ask(`{ ${aliases(MAX_ALIASES + 1)} }`)).errors?.[0].message).toMatch(/alias/i);
    expect((await ask(`{ ${aliases(MAX_ALIASES)} }`)).errors).toBeUndefined();
    expect(restFetch).not.toHaveBeenCalled();
  });

  it('refuses a 1 MB document', async () => {
    const { ask } = gatewayWithSpyRest();
    const body = await ask(`{ ok ${' '.repeat(1024 * 1024)} }`);
    expect(body.errors?.[0].extensions?.code).toBe('DOCUMENT_TOO_LARGE');
  });

  it('does not answer introspection or suggest field names unless configured on', async () => {
    const { ask } = gatewayWithSpyRest();
    const intro = await ask('{ __schema { types { name } } }');
    expect(intro.errors?.[0].message).toMatch(/introspection/i);
    const typo = await ask('{ produc(slug: "x") { id } }');
    expect(typo.errors?.[0].message).not.toMatch(/did you mean/i);
  });
});

/** A value for a required variable: list sizes at their largest (100), so costs are the worst case. */
function sample(type: GraphQLInputType): unknown {
  const inner = getNullableType(type) as GraphQLInputType;
  if (isListType(inner)) return [sample(inner.ofType)];
  if (isEnumType(inner)) return inner.getValues()[0].value;
  if (isInputObjectType(inner)) {
    const fields = Object.values(inner.getFields()).filter((f) => isNonNullType(f.type));
    return Object.fromEntries(fields.map((f) => [f.name, sample(f.type)]));
  }
  return ({ Int: 100, Float: 1, String: 'x', ID: '1', Boolean: true } as Record<string, unknown>)[inner.name] ?? 'x';
}

function worstVariables(document: DocumentNode): Record<string, unknown> {
  const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition');
  const entries = (operation?.variableDefinitions ?? []).map((v) => [
    v.variable.name.value,
    sample(typeFromAST(schema, v.type as never) as GraphQLInputType),
  ]);
  return Object.fromEntries(entries);
}

describe('every document the app sends stays inside the limits', () => {
  const appDocuments = Object.entries(documents).filter(([name]) => name.endsWith('Document')) as [string, DocumentNode][];

  it.each(appDocuments)('%s', (_name, document) => {
    const errors = validate(schema, document, [maxDepthRule({ n: MAX_DEPTH, flattenFragments: true }), maxAliasesRule({ n: MAX_ALIASES })]);
    expect(errors.map((e) => e.message)).toEqual([]);
    expect(queryCost(schema, document, worstVariables(document))).toBeLessThanOrEqual(COST_BUDGET);
  });
});
