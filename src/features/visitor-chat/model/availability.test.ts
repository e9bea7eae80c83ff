import { ASK_PRE_CHAT_CODES, OFFER_MESSAGE_CODES, unavailability } from './availability';

describe('unavailability (who can take the visitor now)', () => {
  it('is nothing before the first answer and while the project is open', () => {
    expect(unavailability(undefined)).toBeUndefined();
    expect(unavailability({ online: 1, open: true })).toBeUndefined();
  });

  it('reads a server that answers SPEC’s count alone by the count', () => {
    expect(unavailability({ online: 3 })).toBeUndefined();
    expect(unavailability({ online: 0 })).toEqual({
      reason: 'no_engineer',
      opensAt: undefined,
      hours: undefined,
    });
  });

  it('says why and when the project opens next', () => {
    const hours = { time_zone: 'Asia/Shanghai', days: [], holidays: [] };
    expect(
      unavailability({
        online: 2,
        open: false,
        reason: 'closed',
        opens_at: '2026-11-28T01:00:00.000Z',
        hours,
      }),
    ).toEqual({ reason: 'closed', opensAt: Date.UTC(2026, 10, 28, 1), hours });
    expect(
      unavailability({ online: 0, open: false, reason: 'holiday', opens_at: 'soon' })?.opensAt,
    ).toBeUndefined();
  });

  it('offers the form for the server’s nobody-can-serve codes and asks the pre-chat form for its own', () => {
    expect(OFFER_MESSAGE_CODES).toEqual(['no_engineer_online', 'out_of_hours']);
    expect(ASK_PRE_CHAT_CODES).toEqual(['pre_chat_required']);
  });
});
