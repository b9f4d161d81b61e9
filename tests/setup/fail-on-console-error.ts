/**
 * Unit tests fail on any console.error (React warnings, swallowed errors logged by our code…):
 * they are bugs nobody reads in a green run.
 *
 * A test that expects an error opts in by mocking it itself:
 *   const error = vi.spyOn(console, 'error').mockImplementation(() => {});
 * vi.spyOn returns this same spy, so giving it an implementation is the opt-in signal.
 */
import { afterEach, beforeEach, expect, vi, type MockInstance } from 'vitest';

let consoleError: MockInstance<typeof console.error>;

beforeEach(() => {
  // No implementation: messages still reach the terminal, we only record them.
  consoleError = vi.spyOn(console, 'error');
});

afterEach(() => {
  const optedIn = consoleError.getMockImplementation() !== undefined;
  const calls = consoleError.mock.calls.map((args) => args.map(String).join(' '));
  consoleError.mockRestore();
  if (optedIn) return;
  expect(calls, 'console.error was called during this test (mock it with vi.spyOn if expected)').toEqual([]);
});
