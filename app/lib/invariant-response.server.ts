/**
 * One way for loaders and actions to stop with a 404 or 403 (issue 28): throw what these helpers make, or let
 * them throw. The route's error boundary shows the status and the body text, so the message is what people see.
 *
 *   const order = invariantFound(data.order, 'Order not found');   // a value that must be there
 *   if (!ID.test(id)) throw notFound();                              // a bad address
 *   if (!mine) throw forbidden('Not one of your businesses');        // not allowed
 *   invariantResponse(ok, 'Choose a store', { status: 400 });        // any other status (epic-stack style)
 */

/** A 404 Response to throw. */
export function notFound(message = 'Not found'): Response {
  return new Response(message, { status: 404 });
}

/** A 403 Response to throw. */
export function forbidden(message = 'Forbidden'): Response {
  return new Response(message, { status: 403 });
}

/** Returns the value, or throws a 404 Response when it is null or undefined. */
export function invariantFound<T>(value: T | null | undefined, message = 'Not found'): T {
  if (value === null || value === undefined) throw notFound(message);
  return value;
}

/** Throws a Response with the message (status 400 unless init says otherwise) when the condition is falsy. */
export function invariantResponse(condition: unknown, message: string | (() => string), init?: ResponseInit): asserts condition {
  if (!condition) throw new Response(typeof message === 'function' ? message() : message, { status: 400, ...init });
}
