/**
 * The cache hints cover the schema (issue 32 §1): every Query field is decided, every hint names something real, and
 * nothing the schema describes as the viewer's can be reached from a public root without a private hint. A new Query
 * field, or a new per-viewer field on a public type, fails here until someone decides.
 */
import { getNamedType, type GraphQLNamedType, isInterfaceType, isObjectType, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { LONG, SHORT } from '../../schema/rest/public-reads';
import { schema } from '../schema';
import { NESTED_HINTS, nestedHint, ROOT_HINTS } from './cache-hints';
import { operationCachePolicy } from './operation-cache-policy';

/** Words the schema's descriptions use for what depends on who asks. */
const PER_VIEWER = /\b(viewer|logged[- ]in|logged out|signed[- ]in|not signed in|per viewer)\b/i;

const queryFields = () => Object.values(schema.getQueryType()?.getFields() ?? {});

/** Every field reachable from the public roots without passing a private hint, as `Type.field` with its description. */
function publicReach(): { coordinate: string; described: string }[] {
  const seen = new Set<string>();
  const out: { coordinate: string; described: string }[] = [];
  const walk = (type: GraphQLNamedType) => {
    if (seen.has(type.name) || !(isObjectType(type) || isInterfaceType(type))) return;
    seen.add(type.name);
    for (const field of Object.values(type.getFields())) {
      const returns = getNamedType(field.type);
      if (nestedHint(type.name, field.name, returns.name)?.scope === 'PRIVATE') continue;
      out.push({ coordinate: `${type.name}.${field.name}`, described: `${field.description ?? ''} ${returns.description ?? ''}` });
      walk(returns);
    }
  };
  for (const field of queryFields()) if (ROOT_HINTS[field.name]?.scope === 'PUBLIC') walk(getNamedType(field.type));
  return out;
}

describe('cache hints', () => {
  it('decide every Query field, and name only fields that exist', () => {
    const names = queryFields().map((f) => f.name);
    expect(names.filter((name) => !ROOT_HINTS[name])).toEqual([]);
    expect(Object.keys(ROOT_HINTS).filter((name) => !names.includes(name))).toEqual([]);
  });

  it('name only types and fields that exist below the root', () => {
    const missing = Object.keys(NESTED_HINTS).filter((key) => {
      const [typeName, fieldName] = key.split('.');
      const type = schema.getType(typeName);
      if (!type) return true;
      return fieldName !== undefined && !((isObjectType(type) || isInterfaceType(type)) && type.getFields()[fieldName]);
    });
    expect(missing).toEqual([]);
  });

  it('make private whatever the schema describes as the viewer’s, wherever a public root reaches it', () => {
    const unmarked = publicReach().filter((field) => PER_VIEWER.test(field.described));
    expect(unmarked.map((field) => field.coordinate)).toEqual([]);
  });
});

describe('operation cache policy', () => {
  const policy = (query: string, operationName?: string) => operationCachePolicy(schema, parse(query), operationName);

  it('shares a public query for its shortest field’s time', () => {
    expect(policy('{ categories { name } }')).toEqual(LONG);
    expect(policy('{ categories { name } promotedProducts(perPage: 2) { name } }')).toEqual(SHORT);
  });

  it('never shares a viewer’s field, at the root or nested, through fragments too', () => {
    expect(policy('{ viewer { profile { email } } }')).toBeNull();
    expect(policy('{ categories { name } cart { itemCount } }')).toBeNull();
    expect(policy('{ product(slug: "x") { name inWishlist } }')).toBeNull();
    expect(policy('query Q { product(slug: "x") { ...P } } fragment P on Product { viewerIsOwner }')).toBeNull();
  });

  it('never shares a mutation, and picks the named operation', () => {
    expect(policy('mutation { logout { ok } }')).toBeNull();
    const two = 'query A { categories { name } } query B { viewer { profile { email } } }';
    expect(policy(two, 'A')).toEqual(LONG);
    expect(policy(two, 'B')).toBeNull();
    expect(policy(two)).toBeNull();
  });
});
