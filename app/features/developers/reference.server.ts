/**
 * The schema reference for the /developers/ pages, on the server only. The generated module (~370 KB of JSON) is
 * imported on first use, so a Worker that never renders these pages never parses it, and no browser bundle holds it:
 * a page's loader returns the one type it shows, or the index of names.
 */
import type { ReferenceKind, ReferenceType, SchemaReference } from './reference-types';

let loaded: Promise<SchemaReference> | undefined;

export function loadReference(): Promise<SchemaReference> {
  loaded ??= import('./generated/schema-reference.server').then((m) => m.schemaReference);
  return loaded;
}

/** The index's groups, in the order a newcomer reads them. */
const GROUPS: { kind: ReferenceKind; title: string }[] = [
  { kind: 'OBJECT', title: 'Object types' },
  { kind: 'INPUT_OBJECT', title: 'Input types' },
  { kind: 'ENUM', title: 'Enums' },
  { kind: 'INTERFACE', title: 'Interfaces' },
  { kind: 'UNION', title: 'Unions' },
  { kind: 'SCALAR', title: 'Scalars' },
];

/** Every type's name, grouped by kind; Query and Mutation (the entry points) lead the objects. */
export function typeIndex(reference: SchemaReference): { kind: ReferenceKind; title: string; types: string[] }[] {
  return GROUPS.map(({ kind, title }) => ({ kind, title, types: reference.types.filter((t) => t.kind === kind).map((t) => t.name) })).filter(
    (group) => group.types.length > 0,
  );
}

/** A type by its exact name, or undefined (the page answers 404). */
export function findType(reference: SchemaReference, name: string): ReferenceType | undefined {
  return reference.types.find((t) => t.name === name);
}
