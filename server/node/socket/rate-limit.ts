export type RateVerdict = 'ok' | 'limited' | 'abuse';

/**
 * A token bucket per connection: `perSecond` frames on average, up to `burst` at once (a
 * reconnect sends login, resume and a batch of read receipts together). A frame over the limit
 * is refused; `abuseAfter` refusals in a row mean the client does not back off, and the
 * connection should be closed.
 */
export class RateLimiter {
  private tokens: number;
  private last: number;
  private refusedInRow = 0;

  constructor(
    private readonly options: { perSecond: number; burst: number; abuseAfter: number },
    private readonly now: () => number = Date.now,
  ) {
    this.tokens = options.burst;
    this.last = now();
  }

  take(): RateVerdict {
    const now = this.now();
    const elapsed = Math.max(0, now - this.last) / 1000;
    this.last = now;
    this.tokens = Math.min(this.options.burst, this.tokens + elapsed * this.options.perSecond);
    if (this.tokens >= 1) {
      this.tokens -= 1;
      this.refusedInRow = 0;
      return 'ok';
    }
    this.refusedInRow += 1;
    return this.refusedInRow >= this.options.abuseAfter ? 'abuse' : 'limited';
  }
}
