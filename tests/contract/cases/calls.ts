import { CALL_NOTICE, callRecord, ownApi, type CallSignal, type IceServer } from '@/lib/contract';
import { contractCase } from '../support/define';
import { notice, startChat } from '../support/flows';
import { CONTRACT_ICE, coturnCredential } from '../support/ice';
import type { ImHarness } from '../support/im';

/** Whole seconds of the clock the host and the case share (one machine). */
const seconds = () => Math.floor(Date.now() / 1000);

/**
 * A TURN entry in facts the same on every host: its username's expiry and its HMAC checked.
 * The expiry is a TTL from the moment the host answered, which lies between `asked` and
 * `answered` (whole seconds read before and after the calls: a second may tick between them).
 */
function turnFacts(
  server: IceServer | undefined,
  account: string,
  asked: number,
  answered: number,
) {
  const [expiry, who] = (server?.username ?? '').split(':');
  const ttl = CONTRACT_ICE.turn!.ttlSeconds;
  return {
    urls: server?.urls,
    account: who === account,
    expiresInTtl: Number(expiry) >= asked + ttl && Number(expiry) <= answered + ttl,
    credential: server?.credential === coturnCredential(server?.username ?? ''),
  };
}

const step = (im: ImHarness, kind: CallSignal['kind'], echo = false) =>
  im.next('CALL', (e) => e.frame.signal.kind === kind && Boolean(e.frame.echo) === echo);

/** #18: voice and video calls between a session's parties, and the servers they use. */
export const callCases = [
  contractCase(
    'video setting: the ICE servers, with TURN credentials of the caller’s own; none without a token',
    [ownApi.videoSetting],
    async (t) => {
      const chat = await startChat(t);
      const asked = seconds();
      const mine = await chat.visitor.api.call(ownApi.videoSetting);
      const engineers = await chat.engineer.api.call(ownApi.videoSetting);
      const answered = seconds();
      const anyone = await t.api().call(ownApi.videoSetting);
      // Signed in but served by nobody (anyone can be an anonymous visitor): no TURN either.
      const stranger = await (await t.visitor()).api.call(ownApi.videoSetting);

      expect(mine.ice_servers?.[0]).toEqual({ urls: 'stun:stun.contract.test:3478' });
      const facts = {
        visitor: turnFacts(mine.ice_servers?.[1], chat.visitor.cubeUid, asked, answered),
        engineer: turnFacts(engineers.ice_servers?.[1], 'E0001', asked, answered),
      };
      expect(facts.visitor).toEqual({
        urls: CONTRACT_ICE.turn!.urls,
        account: true,
        expiresInTtl: true,
        credential: true,
      });
      expect(facts.engineer).toEqual(facts.visitor);
      expect(anyone.ice_servers).toEqual(CONTRACT_ICE.servers);
      expect(stranger.ice_servers).toEqual(CONTRACT_ICE.servers);
      t.record('stun for everyone', anyone.ice_servers);
      t.record('turn for the visitor and the engineer', facts);
    },
  ),

  contractCase(
    'a call: the visitor rings, the engineer answers (echoed to its own side), media steps pass, a hang-up leaves one line live and in history',
    [ownApi.sessionMessages],
    async (t) => {
      const chat = await startChat(t);
      const { visitorIm, engineerIm, sessionId } = chat;
      const call = (im: ImHarness, signal: CallSignal) => im.client.call(sessionId, 'k1', signal);

      expect(call(visitorIm, { kind: 'invite', media: 'video' })).toBe(true);
      const invite = await step(engineerIm, 'invite');
      expect(invite.frame).toMatchObject({
        from: 'user',
        connectionId: visitorIm.client.connectionId,
      });
      call(engineerIm, { kind: 'ringing' });
      call(engineerIm, { kind: 'accept', media: 'video' });
      const accepted = await step(visitorIm, 'accept');
      const echo = await step(engineerIm, 'accept', true);
      expect(echo.frame.connectionId).toBe(engineerIm.client.connectionId);
      call(visitorIm, { kind: 'offer', sdp: 'v=0\r\n' });
      call(engineerIm, { kind: 'answer', sdp: 'v=0\r\n' });
      call(visitorIm, { kind: 'candidate', candidate: { candidate: 'candidate:1', sdpMid: '0' } });
      await step(engineerIm, 'candidate');
      await step(visitorIm, 'answer');
      call(visitorIm, { kind: 'hangup', reason: 'hangup', connected_seconds: 3 });
      const hungUp = await step(engineerIm, 'hangup');

      const [atVisitor, atEngineer] = await Promise.all(
        [visitorIm, engineerIm].map((im) => im.next('NOTIFY', notice(CALL_NOTICE))),
      );
      expect(atVisitor!.message).toEqual(atEngineer!.message);
      const line = atVisitor!.message.MessageBody.notice?.call;
      const record = callRecord.parse(line);
      // Counted by the host's clock from the answer: a moment here.
      expect(record.duration_seconds).toBeLessThanOrEqual(2);
      const history = await chat.visitor.api.call(ownApi.sessionMessages, {
        params: { id: sessionId },
      });
      const inHistory = history.data.find((m) => m.message_type === `Notice:${CALL_NOTICE}`);
      expect(inHistory?.notice?.call).toEqual(line);
      const steady = { ...record, duration_seconds: '<a moment>' };
      t.record('invite at the engineer', { ...invite.frame, connectionId: '<visitor>' });
      t.record('accept at the visitor', { ...accepted.frame, connectionId: '<engineer>' });
      t.record('hang-up at the engineer', { ...hungUp.frame, connectionId: '<visitor>' });
      t.record('the call’s line', steady);
    },
  ),
];
