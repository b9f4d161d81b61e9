/**
 * The query cost model (graphql-query-complexity): every field costs 1, a field that takes a list size
 * (`limit`, `perPage`) is a REST call and costs `REST_CALL_COST` plus its size times what each item asks for.
 * So `related(limit: 24)` nested twice costs ~24×24× the fields of a card and is refused, while every page's
 * own query stays far below the budget (asserted in limits.test.ts).
 */
import type { DocumentNode, GraphQLSchema } from 'graphql';
import { getComplexity, type ComplexityEstimator } from 'graphql-query-complexity';
import { listSize } from './list-size';

export const COST_BUDGET = 5_000;
const REST_CALL_COST = 5;
const SIZE_ARGS = ['limit', 'perPage'] as const;

export const listCostEstimator: ComplexityEstimator = ({ args, childComplexity }) => {
  const sizeArg = SIZE_ARGS.find((name) => name in args);
  if (!sizeArg) return 1 + childComplexity;
  return REST_CALL_COST + listSize(args[sizeArg]) * Math.max(childComplexity, 1);
};

export function queryCost(schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown>, operationName?: string): number {
  return getComplexity({ schema, query: document, variables, operationName, estimators: [listCostEstimator] });
}
