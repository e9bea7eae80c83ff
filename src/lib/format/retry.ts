export interface RetryOptions {
  /** Pause between tries in milliseconds; 0 (the default) retries at once. */
  delayMs?: number;
  /**
   * Decides whether a failure is worth another try; `attempt` is the 1-based number of the try
   * that just failed. Returning false rejects with that error straight away.
   */
  shouldRetry?: (error: unknown, attempt: number) => boolean;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * SPEC §9 "Retry helper retries a call a given number of times": calls `fn` and, while it
 * throws or rejects, calls it again up to `times` more times (so at most `times + 1` calls),
 * then rejects with the last error.
 */
export async function retry<T>(
  fn: () => T | Promise<T>,
  times: number,
  options: RetryOptions = {},
): Promise<T> {
  if (!Number.isInteger(times) || times < 0) {
    throw new RangeError(`retry times must be a non-negative integer, got ${times}`);
  }
  const { delayMs = 0, shouldRetry = () => true } = options;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await fn();
    } catch (error) {
      if (attempt > times || !shouldRetry(error, attempt)) throw error;
      if (delayMs > 0) await sleep(delayMs);
    }
  }
}
