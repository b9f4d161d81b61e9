/**
 * The schema reference (issue 32): every type, field, argument, input field and enum value of the public GraphQL
 * schema carries a description, so the SDL served at /graphql (and the docs built from it) tells an outside developer
 * what each thing is. Built-in scalars and the introspection types are GraphQL's own and are left out.
 */
import {
  type GraphQLArgument,
  type GraphQLNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isIntrospectionType,
  isObjectType,
  isSpecifiedScalarType,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { schema } from './schema';

const described = (text: string | null | undefined) => typeof text === 'string' && text.trim() !== '';

/** Every coordinate (Type, Type.field, Type.field(arg:), Enum.VALUE) of the schema without a description. */
function undescribed(types: readonly GraphQLNamedType[]): string[] {
  const missing: string[] = [];
  const checkArgs = (owner: string, args: readonly GraphQLArgument[]) => {
    for (const arg of args) if (!described(arg.description)) missing.push(`${owner}(${arg.name}:)`);
  };
  for (const type of types) {
    if (isIntrospectionType(type) || isSpecifiedScalarType(type)) continue;
    if (!described(type.description)) missing.push(type.name);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        const coordinate = `${type.name}.${field.name}`;
        if (!described(field.description)) missing.push(coordinate);
        checkArgs(coordinate, field.args);
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (!described(field.description)) missing.push(`${type.name}.${field.name}`);
      }
    } else if (isEnumType(type)) {
      for (const value of type.getValues()) {
        if (!described(value.description)) missing.push(`${type.name}.${value.name}`);
      }
    }
  }
  return missing;
}

describe('schema reference', () => {
  it('describes every type, field, argument, input field and enum value', () => {
    const types = Object.values(schema.getTypeMap()).sort((a, b) => a.name.localeCompare(b.name));
    const missing = undescribed(types);
    expect(missing, `${missing.length} schema element(s) without a description:\n${missing.join('\n')}`).toEqual([]);
  });

  it('finds what lacks a description (the check itself)', async () => {
    const { buildSchema } = await import('graphql');
    const sample = buildSchema(`
      "A thing." type Query { "Described." a(x: Int): Int b: Int }
      enum Colour { "Red." RED BLUE }
      "Input." input Filter { "  " q: String }
    `);
    const types = Object.values(sample.getTypeMap()).sort((a, b) => a.name.localeCompare(b.name));
    expect(undescribed(types)).toEqual(['Colour', 'Colour.BLUE', 'Filter.q', 'Query.a(x:)', 'Query.b']);
  });
});
