/** For reads that only mean something logged in: a token the API no longer accepts (401) reads as null, not a failure. */
import { RestError } from '../../errors';

export const loggedOutIsNull = (error: unknown) => {
  if (error instanceof RestError && error.status === 401) return null;
  throw error;
};
