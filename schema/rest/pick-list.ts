/**
 * What the pick-lists with "other" share (issue 31: vehicle makes and models, suburbs): one spelling for what a
 * list knows, whatever way it was typed, and suggestions by group (a make's models, a city's suburbs).
 */

/** Case, spaces and dashes do not tell two spellings apart ("land-rover", "LandRover", "cr v"). */
export const spellingKey = (s: string) => s.toLowerCase().replace(/[\s-]+/g, '');

/** The list's spelling of what was typed (an alias names the value it stands for), else what was typed. */
export function oneSpelling(values: readonly string[], aliases: Readonly<Record<string, string>> = {}): (typed: string) => string {
  const byKey = new Map<string, string>([...values.map((v) => [spellingKey(v), v] as const), ...Object.entries(aliases)]);
  return (typed) => byKey.get(spellingKey(typed)) ?? typed;
}

/** Suggestions for a group: its own values, or every group's values (once each, sorted) when it is not one of them. */
export function groupSuggestions(groups: Readonly<Record<string, readonly string[]>>): (group: string) => readonly string[] {
  const all = [...new Set(Object.values(groups).flat())].sort();
  return (group) => groups[group] ?? all;
}
