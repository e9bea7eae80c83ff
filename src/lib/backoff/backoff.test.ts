import { describe, expect, it } from 'vitest';
import { backoff } from '.';

describe('backoff', () => {
  it('waits 1 s, 2 s, 4 s ... up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(backoff)).toEqual([
      1000, 1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });
});
