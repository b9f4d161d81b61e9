/**
 * Whether one GraphQL operation may be shared from the edge cache, and for how long: a query whose every selected
 * field is public (cache-hints.ts) gets the shortest policy among them; anything else gets null. @include/@skip are
 * not evaluated: a field that might be selected counts, so the answer never depends on variables.
 */
import {
  type DocumentNode,
  type GraphQLSchema,
  getNamedType,
  Kind,
  type OperationDefinitionNode,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  BREAK,
} from 'graphql';
import type { CachePolicy } from '../../schema/rest/public-reads';
import { type CacheHint, nestedHint, ROOT_HINTS } from './cache-hints';

/** Documents are cached by Yoga's parser, so a WeakMap keyed on them hits on repeats. */
const memo = new WeakMap<DocumentNode, Map<string, CachePolicy | null>>();

function selectedOperation(document: DocumentNode, operationName: string | null | undefined): OperationDefinitionNode | undefined {
  const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  if (operationName) return operations.find((o) => o.name?.value === operationName);
  return operations.length === 1 ? operations[0] : undefined;
}

function policyOf(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode): CachePolicy | null {
  // The operation and every fragment (an unused fragment can only make the answer stricter).
  const scope: DocumentNode = {
    kind: Kind.DOCUMENT,
    definitions: document.definitions.filter((d) => d === operation || d.kind === Kind.FRAGMENT_DEFINITION),
  };
  const typeInfo = new TypeInfo(schema);
  const queryType = schema.getQueryType();
  let policy: CachePolicy | null = null;
  let shared = true;
  visit(
    scope,
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        if (node.name.value === '__typename') return;
        const parent = typeInfo.getParentType();
        const field = typeInfo.getFieldDef();
        let hint: CacheHint | undefined;
        if (parent && field && !node.name.value.startsWith('__')) {
          hint = parent === queryType ? ROOT_HINTS[field.name] : nestedHint(parent.name, field.name, getNamedType(field.type).name);
          // A nested field without a hint inherits its root field's, which is already counted.
          if (!hint && parent !== queryType) return;
        }
        if (hint?.scope !== 'PUBLIC') {
          shared = false;
          return BREAK;
        }
        if (!policy || hint.policy.ttl < policy.ttl) policy = hint.policy;
      },
    }),
  );
  return shared ? policy : null;
}

/** The policy to share this operation's answer under, or null when it must not be shared. */
export function operationCachePolicy(schema: GraphQLSchema, document: DocumentNode, operationName?: string | null): CachePolicy | null {
  const operation = selectedOperation(document, operationName);
  if (operation?.operation !== 'query') return null;
  let byName = memo.get(document);
  if (!byName) {
    byName = new Map();
    memo.set(document, byName);
  }
  const key = operationName ?? '';
  if (!byName.has(key)) byName.set(key, policyOf(schema, document, operation));
  return byName.get(key) ?? null;
}
