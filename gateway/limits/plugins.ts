/**
 * Limits every GraphQL request must pass before any resolver runs (the hardening issue): document size,
 * tokens, depth, aliases and cost; field suggestions never; introspection only when configured on. Depth,
 * aliases, tokens and suggestions are GraphQL Armor's well-kept rules; cost is graphql-query-complexity.
 */
import { blockFieldSuggestionsPlugin } from '@escape.tech/graphql-armor-block-field-suggestions';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import { GraphQLError, NoSchemaIntrospectionCustomRule, type DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { COST_BUDGET, queryCost } from './cost';

export const MAX_DEPTH = 10;
export const MAX_ALIASES = 30;
export const MAX_TOKENS = 3_000;
export const MAX_DOCUMENT_BYTES = 32 * 1024;

const refused = (message: string, code: string) => new GraphQLError(message, { extensions: { code, http: { status: 400 } } });

/** Costs are per document and variables; documents are cached by Yoga's parser, so a WeakMap keyed on them hits. */
const costCache = new WeakMap<DocumentNode, Map<string, number>>();

/** The cost of each operation the cost plugin let through, by its context: what the budget plugin charges. */
export const acceptedCost = new WeakMap<object, number>();

function costPlugin(): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const variables = (args.variableValues ?? {}) as Record<string, unknown>;
      const key = `${args.operationName ?? ''}\u0000${JSON.stringify(variables)}`;
      let byVars = costCache.get(args.document);
      if (!byVars) {
        byVars = new Map();
        costCache.set(args.document, byVars);
      }
      let cost = byVars.get(key);
      if (cost === undefined) {
        try {
          cost = queryCost(args.schema, args.document, variables, args.operationName ?? undefined);
        } catch (error) {
          // getComplexity throws GraphQLErrors for bad variables; validation has already explained those.
          cost = COST_BUDGET + 1;
          if (!(error instanceof GraphQLError)) throw error;
        }
        if (byVars.size < 50) byVars.set(key, cost);
      }
      if (cost > COST_BUDGET) {
        setResultAndStopExecution({
          errors: [refused(`Query is too expensive (cost ${cost}, at most ${COST_BUDGET}): ask for fewer or smaller lists.`, 'QUERY_TOO_EXPENSIVE')],
        });
      } else {
        acceptedCost.set(args.contextValue as object, cost);
      }
    },
  };
}

function documentSizePlugin(): Plugin {
  return {
    onParams({ params }) {
      if (typeof params.query === 'string' && params.query.length > MAX_DOCUMENT_BYTES) {
        throw refused(`Query document is too large (at most ${MAX_DOCUMENT_BYTES / 1024} KB).`, 'DOCUMENT_TOO_LARGE');
      }
    },
  };
}

function introspectionPlugin(enabled: boolean): Plugin {
  return {
    onValidate({ addValidationRule }) {
      if (!enabled) addValidationRule(NoSchemaIntrospectionCustomRule);
    },
  };
}

export interface LimitOptions {
  /** Introspection queries are refused unless configured on (GRAPHQL_INTROSPECTION=true). */
  introspection: boolean;
}

export function limitPlugins(options: LimitOptions): Plugin[] {
  return [
    documentSizePlugin(),
    maxTokensPlugin({ n: MAX_TOKENS }) as Plugin,
    maxDepthPlugin({ n: MAX_DEPTH, flattenFragments: true, ignoreIntrospection: false }) as Plugin,
    maxAliasesPlugin({ n: MAX_ALIASES }) as Plugin,
    blockFieldSuggestionsPlugin() as Plugin,
    introspectionPlugin(options.introspection),
    costPlugin(),
  ];
}
