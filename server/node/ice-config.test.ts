import { ConfigError, DEFAULT_SOCKET_LIMITS, loadConfig } from './config';
import { iceConfig, MIN_TURN_SECRET_LENGTH, TURN_TTL_RANGE } from './ice-config';

const fail = (message: string) => new ConfigError(message);
const SECRET = 'x'.repeat(MIN_TURN_SECRET_LENGTH);

describe('ICE servers from the environment', () => {
  it('has none unless told: loopback and a LAN need none', () => {
    expect(iceConfig({}, fail)).toBeUndefined();
    expect(loadConfig({}, '/tmp').ice).toBeUndefined();
  });

  it('reads ICE_SERVERS as a JSON array of RTCIceServer', () => {
    const servers = [
      { urls: 'stun:stun.example.com:3478' },
      { urls: ['turn:a.example.com', 'turns:a.example.com:5349'], username: 'u', credential: 'p' },
    ];
    expect(iceConfig({ ICE_SERVERS: JSON.stringify(servers) }, fail)).toEqual({ servers });
  });

  it.each([
    ['not JSON', '[{urls:'],
    ['not an array', '{"urls":"stun:x"}'],
    ['no urls', '[{}]'],
    ['a web address', '[{"urls":"https://stun.example.com"}]'],
  ])('refuses ICE_SERVERS that is %s', (_, value) => {
    expect(() => loadConfig({ ICE_SERVERS: value }, '/tmp')).toThrow(/ICE_SERVERS/);
  });

  it('reads TURN with coturn’s REST auth: urls, secret and a lifetime of 10 min by default', () => {
    const config = iceConfig(
      { TURN_URLS: 'turn:turn.example.com:3478, turns:turn.example.com:5349', TURN_SECRET: SECRET },
      fail,
    );
    expect(config).toEqual({
      servers: [],
      turn: {
        urls: ['turn:turn.example.com:3478', 'turns:turn.example.com:5349'],
        secret: SECRET,
        ttlSeconds: 600,
      },
    });
    expect(
      iceConfig(
        { TURN_URLS: 'turn:t.example.com', TURN_SECRET: SECRET, TURN_TTL_SECONDS: '600' },
        fail,
      )?.turn?.ttlSeconds,
    ).toBe(600);
  });

  it('refuses half a TURN setting, a short secret, a wrong scheme and a lifetime out of range', () => {
    const turn = { TURN_URLS: 'turn:t.example.com', TURN_SECRET: SECRET };
    expect(() => iceConfig({ TURN_URLS: turn.TURN_URLS }, fail)).toThrow(/TURN_SECRET/);
    expect(() => iceConfig({ TURN_SECRET: SECRET }, fail)).toThrow(/TURN_URLS/);
    expect(() => iceConfig({ ...turn, TURN_SECRET: SECRET.slice(1) }, fail)).toThrow(/at least 16/);
    expect(() => iceConfig({ ...turn, TURN_URLS: 'stun:t.example.com' }, fail)).toThrow(
      /TURN_URLS/,
    );
    const [min, max] = TURN_TTL_RANGE;
    expect([min, max]).toEqual([60, 604_800]);
    for (const ttl of [String(min - 1), String(max + 1), '1.5', 'day'])
      expect(() => iceConfig({ ...turn, TURN_TTL_SECONDS: ttl }, fail)).toThrow(/TURN_TTL_SECONDS/);
  });

  it('gives call frames their own budget: twice the chat’s rate, room for a burst of candidates', () => {
    expect(DEFAULT_SOCKET_LIMITS).toMatchObject({
      framesPerSecond: 10,
      burst: 40,
      callFramesPerSecond: 20,
      callBurst: 80,
    });
  });
});
