/**
 * A first letter in capitals ("paid" → "Paid", "ecocash" → "Ecocash"): how the site shows a code the API sends
 * in lower case (statuses, property types, networks, days) when it has no word for it.
 */
export const capitalised = (text: string) => (text ? text[0].toLocaleUpperCase() + text.slice(1) : text);
