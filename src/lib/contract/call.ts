import * as z from 'zod/mini';

// Not shown in SPEC (#18): SPEC names a "voice and video call entry" and the video-setting call;
// the call itself is designed. WebRTC between the visitor and the engineer of a live session,
// signalled by typed frames over the IM socket the page already has. The core relays a call's
// frames only between the session's two parties, and writes one line per call in the
// conversation (a 'Call' notice) when it ends.

/** A ringing call nobody answers is missed after this long, on both sides. */
export const CALL_RING_TIMEOUT_MS = 30_000;
/** A session description is a few kB; anything bigger is not one. */
export const CALL_SDP_MAX = 20_000;
/** A call id is the caller's random id, unique within the session. */
export const CALL_ID_MAX = 64;
/** The longest call a line may report (a longer claim is clamped): 12 hours. */
export const CALL_MAX_SECONDS = 12 * 60 * 60;

export const CALL_MEDIA = ['audio', 'video'] as const;
export const callMedia = z.enum(CALL_MEDIA);
export type CallMedia = z.infer<typeof callMedia>;

/** An ICE candidate as RTCIceCandidate.toJSON() gives it. */
export const iceCandidateInit = z.object({
  candidate: z.string().check(z.maxLength(2000)),
  sdpMid: z.optional(z.nullable(z.string().check(z.maxLength(64)))),
  sdpMLineIndex: z.optional(z.nullable(z.number())),
  usernameFragment: z.optional(z.nullable(z.string().check(z.maxLength(256)))),
});

const sdp = z.string().check(z.minLength(1), z.maxLength(CALL_SDP_MAX));

/** Why a connected (or connecting) call ended. */
export const CALL_HANGUP_REASONS = ['hangup', 'failed', 'peer_left', 'session_ended'] as const;

/**
 * One step of a call. The caller invites; the callee's devices ring; one of them accepts (with
 * the media it can give: a refused camera answers a video call with voice), declines or is busy;
 * the caller may cancel, and either side gives up after CALL_RING_TIMEOUT_MS (missed). Once
 * accepted, the caller offers, the callee answers, both trickle candidates; an offer with
 * `restart` renegotiates ICE after a network change. `media` tells the other side a microphone
 * or camera went off or on. Either side hangs up with how long the call was connected.
 */
export const callSignal = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('invite'), media: callMedia }),
  z.object({ kind: z.literal('ringing') }),
  z.object({ kind: z.literal('accept'), media: callMedia }),
  z.object({ kind: z.literal('decline') }),
  z.object({ kind: z.literal('busy') }),
  z.object({ kind: z.literal('cancel') }),
  z.object({ kind: z.literal('missed') }),
  z.object({ kind: z.literal('offer'), sdp, restart: z.optional(z.boolean()) }),
  z.object({ kind: z.literal('answer'), sdp }),
  z.object({ kind: z.literal('candidate'), candidate: iceCandidateInit }),
  z.object({ kind: z.literal('media'), audio: z.boolean(), video: z.boolean() }),
  z.object({
    kind: z.literal('hangup'),
    reason: z.enum(CALL_HANGUP_REASONS),
    /** Seconds the call was connected, as the sender counted them (0 if it never connected). */
    connected_seconds: z.number().check(z.minimum(0)),
  }),
]);
export type CallSignal = z.infer<typeof callSignal>;
export type CallSignalKind = CallSignal['kind'];

const callId = z.string().check(z.minLength(1), z.maxLength(CALL_ID_MAX));

/** Client to server: a step of a call in one of the account's live sessions. */
export const clientCallFrame = z.object({
  type: z.literal('call'),
  sessionId: z.string(),
  callId,
  signal: callSignal,
});

/**
 * Server to client: a step from the other party, or (`echo`) from another connection of the
 * same account, so a second tab stops ringing once one tab answered. `connectionId` is the
 * sending connection's (the one the 'connected' frame named), so a tab knows its own echo.
 */
export const serverCallFrame = z.object({
  type: z.literal('call'),
  sessionId: z.string(),
  callId,
  from: z.enum(['user', 'engineer']),
  connectionId: z.optional(z.string()),
  echo: z.optional(z.boolean()),
  signal: callSignal,
});

/** How a call ended, as its line in the conversation says. */
export const CALL_OUTCOMES = [
  'completed',
  'missed',
  'declined',
  'cancelled',
  'busy',
  'failed',
] as const;
export const callOutcome = z.enum(CALL_OUTCOMES);
export type CallOutcome = z.infer<typeof callOutcome>;

/** The notice type of a call's line in the conversation. */
export const CALL_NOTICE = 'Call';

/** What a call's line carries (in `notice.call` of a 'Call' notice, live and in history). */
export const callRecord = z.looseObject({
  call_id: z.string(),
  media: callMedia,
  caller: z.enum(['user', 'engineer']),
  outcome: callOutcome,
  /** Connected time in whole seconds; 0 unless completed. */
  duration_seconds: z.number(),
});
export type CallRecord = z.infer<typeof callRecord>;

/** One STUN or TURN server (RTCIceServer), from the video-setting call. */
export const iceServer = z.looseObject({
  urls: z.union([z.string(), z.array(z.string())]),
  username: z.optional(z.string()),
  credential: z.optional(z.string()),
});
export type IceServer = z.infer<typeof iceServer>;
