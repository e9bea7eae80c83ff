import { CoreError } from '../core';
import { createSendLimit, SEND_BURST, SEND_PER_SECOND } from './send-limit';

describe('send limit', () => {
  it(`allows a burst of ${SEND_BURST}, then ${SEND_PER_SECOND} a second, per sender`, () => {
    expect([SEND_BURST, SEND_PER_SECOND]).toEqual([30, 10]);
    let t = 0;
    const limit = createSendLimit(undefined, () => t);
    for (let i = 0; i < SEND_BURST; i += 1) limit.take('a');
    expect(() => limit.take('a')).toThrow(CoreError);
    // Another sender has its own bucket.
    expect(() => limit.take('b')).not.toThrow();
    t += 100;
    expect(() => limit.take('a')).not.toThrow();
    expect(() => limit.take('a')).toThrow(CoreError);
  });

  it('refuses with 429 and the rate_limited reason the client words', () => {
    const limit = createSendLimit({ burst: 1, perSecond: 1 }, () => 0);
    limit.take('a');
    try {
      limit.take('a');
      expect.unreachable();
    } catch (error) {
      expect(error).toMatchObject({ status: 429, reason: { code: 'rate_limited' } });
    }
  });
});
