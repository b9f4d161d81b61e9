/**
 * The API's deprecation policy (issue 32, /developers/): a field, argument, input field or enum value is deprecated
 * with a reason that says when and until when —
 *   @deprecated(reason: "Deprecated 2026-11-27: use priceRange. Removed after 2027-05-27.")
 * — and is kept exactly six months: clients get that long to move, and nothing deprecated lingers longer.
 * `deprecationProblems` finds every @deprecated in SDL text that breaks the rule (deprecation-policy.test.ts runs
 * it over the schema).
 */
import { Kind, parse, type ConstDirectiveNode, type DefinitionNode } from 'graphql';

export const KEEP_MONTHS = 6;
export const DEPRECATION_EXAMPLE = 'Deprecated 2026-11-27: use priceRange. Removed after 2027-05-27.';

const DEPRECATED_ON = /\bDeprecated (\d{4}-\d{2}-\d{2})\b/;
const REMOVED_AFTER = /\bRemoved after (\d{4}-\d{2}-\d{2})\b/;

/** A YYYY-MM-DD calendar date as UTC midnight, or null when it is not a real date (2027-02-30). */
function calendarDate(text: string): Date | null {
  const date = new Date(`${text}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== text ? null : date;
}

/** The same day `months` later, or the month's last day when it has no such day (31 August → 28/29 February). */
export function addMonths(date: Date, months: number): Date {
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return target;
}

/** What is wrong with one deprecation reason, or null when it follows the policy. */
export function reasonProblem(reason: string | undefined): string | null {
  if (!reason) return `has no reason: write "${DEPRECATION_EXAMPLE}"`;
  const on = DEPRECATED_ON.exec(reason)?.[1];
  const until = REMOVED_AFTER.exec(reason)?.[1];
  if (!on || !until) return `reason "${reason}" must say "Deprecated YYYY-MM-DD" and "Removed after YYYY-MM-DD"`;
  const deprecated = calendarDate(on);
  const removed = calendarDate(until);
  if (!deprecated || !removed) return `reason "${reason}" has a date that does not exist`;
  const due = addMonths(deprecated, KEEP_MONTHS).toISOString().slice(0, 10);
  return until === due ? null : `is removed after ${until}, but the policy keeps it ${KEEP_MONTHS} months: until ${due}`;
}

function reasonOf(directives: readonly ConstDirectiveNode[] | undefined): { deprecated: boolean; reason?: string } {
  const directive = directives?.find((d) => d.name.value === 'deprecated');
  if (!directive) return { deprecated: false };
  const arg = directive.arguments?.find((a) => a.name.value === 'reason')?.value;
  return { deprecated: true, reason: arg?.kind === Kind.STRING ? arg.value : undefined };
}

/** Every deprecated coordinate (Type.field, Type.field(arg:), Enum.VALUE) of a definition with its directives. */
function deprecatable(definition: DefinitionNode): { coordinate: string; directives?: readonly ConstDirectiveNode[] }[] {
  if (!('name' in definition) || !definition.name) return [];
  const type = definition.name.value;
  const out: { coordinate: string; directives?: readonly ConstDirectiveNode[] }[] = [];
  if ('fields' in definition) {
    for (const field of definition.fields ?? []) {
      out.push({ coordinate: `${type}.${field.name.value}`, directives: field.directives });
      if ('arguments' in field) {
        for (const arg of field.arguments ?? [])
          out.push({ coordinate: `${type}.${field.name.value}(${arg.name.value}:)`, directives: arg.directives });
      }
    }
  }
  if ('values' in definition) {
    for (const value of definition.values ?? []) out.push({ coordinate: `${type}.${value.name.value}`, directives: value.directives });
  }
  return out;
}

/** Every @deprecated in the SDL that breaks the policy, with what is wrong. */
export function deprecationProblems(sdl: string): { coordinate: string; problem: string }[] {
  const problems: { coordinate: string; problem: string }[] = [];
  for (const definition of parse(sdl).definitions) {
    for (const { coordinate, directives } of deprecatable(definition)) {
      const { deprecated, reason } = reasonOf(directives);
      const problem = deprecated ? reasonProblem(reason) : null;
      if (problem) problems.push({ coordinate, problem });
    }
  }
  return problems;
}
