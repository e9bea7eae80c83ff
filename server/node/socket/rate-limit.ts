import { burstLimit, memoryStore, type Limit, type LimiterStore } from '../../http/rate-limits';

export type RateVerdict = 'ok' | 'limited' | 'abuse';

/** The frames a connection may send in one bucket: `perSecond` on average, up to `burst` at once. */
export interface FrameAllowance {
  perSecond: number;
  burst: number;
}

/**
 * The frame buckets of every connection of a socket server (a reconnect sends login, resume and a
 * batch of read receipts at once; setting up a call trickles its ICE candidates), each counted
 * per connection in this process's memory: a connection lives on one node.
 */
export function frameBuckets<B extends string>(
  allowances: Record<B, FrameAllowance>,
  store: LimiterStore = memoryStore,
): Record<B, Limit> {
  return Object.fromEntries(
    Object.entries<FrameAllowance>(allowances).map(([bucket, allowance]) => [
      bucket,
      burstLimit(store, `frames-${bucket}`, allowance),
    ]),
  ) as Record<B, Limit>;
}

/**
 * One connection's frames through its buckets, in the order they came. A frame over its bucket's
 * limit is refused; `abuseAfter` refusals in a row in one bucket mean the client does not back
 * off, and the connection should be closed.
 */
export class FrameGate<B extends string> {
  private queue: Promise<void> = Promise.resolve();
  private readonly refusedInRow = new Map<B, number>();

  constructor(
    private readonly key: string,
    private readonly buckets: Record<B, Limit>,
    private readonly abuseAfter: number,
    /** A step that threw (the frames after it still pass). */
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {}

  /** Counts a frame in `bucket`, then runs `accept`, or `refuse` with the verdict. */
  pass(bucket: B, accept: () => void, refuse: (verdict: Exclude<RateVerdict, 'ok'>) => void) {
    this.queue = this.queue
      .then(async () => {
        const wait = await this.buckets[bucket].take(this.key);
        if (wait === 0) {
          this.refusedInRow.set(bucket, 0);
          accept();
          return;
        }
        const refused = (this.refusedInRow.get(bucket) ?? 0) + 1;
        this.refusedInRow.set(bucket, refused);
        refuse(refused >= this.abuseAfter ? 'abuse' : 'limited');
      })
      .catch(this.onError);
  }
}
