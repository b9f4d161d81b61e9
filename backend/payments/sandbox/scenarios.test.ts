import { describe, expect, it } from 'vitest';
import { sandboxStatus, scenarioFor } from './scenarios';

describe('Paynow sandbox test numbers', () => {
  it('0771111111 is paid after 5 s, 0772222222 after 30 s, 0773333333 cancelled after 30 s, 0774444444 refused', () => {
    expect(scenarioFor('0771111111', 1)).toEqual({ kind: 'settles', outcome: 'Paid', delayMs: 5000 });
    expect(scenarioFor('0772222222', 1)).toEqual({ kind: 'settles', outcome: 'Paid', delayMs: 30000 });
    expect(scenarioFor('0773333333', 1)).toEqual({ kind: 'settles', outcome: 'Cancelled', delayMs: 30000 });
    expect(scenarioFor('0774444444', 1)).toMatchObject({ kind: 'refused', error: 'Insufficient balance' });
    expect(scenarioFor('0779999999', 1).kind).toBe('refused');
  });

  it('scales the delays', () => {
    expect(scenarioFor('0772222222', 0.01)).toMatchObject({ delayMs: 300 });
  });

  it('derives the status from the clock for express payments and from the page for web ones', () => {
    const express = { method: 'ecocash', outcome: 'Paid', delayMs: 5000, createdAtMs: 1000 };
    expect(sandboxStatus(express, 5999)).toBe('Sent');
    expect(sandboxStatus(express, 6000)).toBe('Paid');
    expect(sandboxStatus({ method: 'web', outcome: null, delayMs: 0, createdAtMs: 0 }, 99)).toBe('Created');
    expect(sandboxStatus({ method: 'web', outcome: 'Cancelled', delayMs: 0, createdAtMs: 0 }, 99)).toBe('Cancelled');
  });
});
