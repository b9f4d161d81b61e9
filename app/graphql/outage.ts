/**
 * Outage rules for pages (the hardening issue): a REST network failure or 5xx is "temporarily unavailable"
 * (503 with Retry-After), never "not found"; a failure in an optional part of a page only empties that part.
 */
export const RETRY_AFTER_SECONDS = 30;
export const UNAVAILABLE_MESSAGE = 'Musika is temporarily unavailable. Please try again in a minute.';

interface ErrorLike {
  path?: readonly (string | number)[];
  extensions?: { code?: unknown; status?: unknown };
}

export function isUnavailableError(error: ErrorLike): boolean {
  const status = Number(error.extensions?.status);
  return error.extensions?.code === 'NETWORK_ERROR' || (Number.isFinite(status) && status >= 500);
}

/**
 * Whether an outage took away a part the page cannot do without: a root field that came back null (its own
 * call failed, or a non-null child's failure bubbled up to it) and that the page did not declare optional.
 */
export function lostCriticalData(
  errors: readonly ErrorLike[],
  data: Record<string, unknown> | null | undefined,
  optional: readonly string[] = [],
): boolean {
  return errors.some((error) => {
    if (!isUnavailableError(error)) return false;
    const root = error.path?.[0];
    if (typeof root !== 'string') return !data;
    return !optional.includes(root) && (data?.[root] ?? null) === null;
  });
}

export function unavailableResponse(): Response {
  return new Response(UNAVAILABLE_MESSAGE, {
    status: 503,
    headers: { 'Retry-After': String(RETRY_AFTER_SECONDS), 'content-type': 'text/plain; charset=utf-8' },
  });
}
