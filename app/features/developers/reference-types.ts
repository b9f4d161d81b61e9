/**
 * The shape of the schema reference that codegen writes from the SDL (scripts/codegen/schema-reference.mjs →
 * generated/schema-reference.server.ts): every type, field, argument, input field and enum value with its
 * description, plus the error codes and limits the gateway enforces, so /developers/ never restates them by hand.
 */

export type ReferenceKind = 'OBJECT' | 'INPUT_OBJECT' | 'ENUM' | 'SCALAR' | 'INTERFACE' | 'UNION';

export interface ReferenceArgument {
  name: string;
  /** The type as GraphQL prints it, e.g. `[ID!]!`. */
  type: string;
  description: string;
  /** The default as GraphQL prints it, e.g. `1`; absent when none. */
  defaultValue?: string;
  deprecationReason?: string;
}

export interface ReferenceField {
  name: string;
  type: string;
  description: string;
  /** Arguments of an object field; absent when it takes none (and for input fields). */
  args?: ReferenceArgument[];
  /** An input field's default, as GraphQL prints it. */
  defaultValue?: string;
  deprecationReason?: string;
}

export interface ReferenceEnumValue {
  name: string;
  description: string;
  deprecationReason?: string;
}

export interface ReferenceType {
  name: string;
  kind: ReferenceKind;
  description: string;
  /** Absent lists are empty (the generated JSON leaves out empty lists and nulls). */
  fields?: ReferenceField[];
  enumValues?: ReferenceEnumValue[];
  /** Interfaces an object implements, or the members of a union. */
  related?: string[];
}

/** One error code and what raises it. */
export interface ReferenceErrorCode {
  code: string;
  /** The default messages (a server's own message is shown instead when it gives one); absent for status codes. */
  messages?: string[];
  /** The REST operations behind it; absent for the codes only an HTTP status gives. */
  operations?: string[];
  /** The HTTP status of the REST answer that gives this code, when a status gives it. */
  status?: number;
}

/** The limits every network request to /graphql passes (gateway/limits, server/graphql-http.ts). */
export interface ReferenceLimits {
  maxDepth: number;
  maxAliases: number;
  maxTokens: number;
  maxDocumentBytes: number;
  costBudget: number;
  maxBodyBytes: number;
  maxUploadBytes: number;
  maxUrlBytes: number;
}

export interface SchemaReference {
  /** Query and Mutation first, then every other type by name; GraphQL's own introspection types left out. */
  types: ReferenceType[];
  errors: ReferenceErrorCode[];
  limits: ReferenceLimits;
}

/** `[Product!]!` → `Product`: the type a reference link points at. */
export function namedTypeOf(printed: string): string {
  return printed.replace(/[[\]!]/g, '');
}
