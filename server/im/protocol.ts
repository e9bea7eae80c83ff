// One connection's protocol is one closure over its state (identity, login, the
// resume hold-back, frames handled in order); each frame kind is a few lines of it.
import { clientFrame, type ClientFrame, type ServerFrame } from '@/lib/contract';
import { imSignature, SIG_PREFIX, tokenDigest, type CoreEvent, type WebchatCore } from '../core';
import { toCallStep } from '../wire/calls';
import { toServerFrame } from '../wire/frames';
import { toImMessage } from '../wire/messages';
import type { TimerHandle } from '../core/clock';

/** What the protocol needs of a socket; ws, @hono/node-ws and MSW's ws.link all fit. */
export interface SocketLike {
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export const CLOSE_INVALID_IDENTITY = 4401;
export const CLOSE_KICKOFF = 4409;
/** How long live frames wait after a login for the client's resume (see `deliver`). */
export const RESUME_WAIT_MS = 1000;
/** At most this many live frames wait for the resume. */
const HELD_MAX = 500;
/**
 * A socket opened without a token in its URL (header mode: the page keeps its token out of
 * addresses) is identified by its login frame's signature; it must log in within this.
 */
export const LOGIN_WAIT_MS = 10_000;

export interface ImConnection {
  /** The account behind the token, or undefined when refused or not identified yet. */
  readonly account: string | undefined;
  /** The token the connection is identified by (from the URL or the login frame). */
  readonly token: string;
  /** Still open without an identity: waiting for the login frame (header mode). */
  readonly pending: boolean;
  /** The URL token's check: false when the socket was refused at the door. */
  readonly opened: Promise<boolean>;
  /**
   * Handles a frame after those before it (its text, or what readFrame made of it when the
   * socket's edge read it already); rejects when handling it failed.
   */
  receive(data: string | ReadFrame): Promise<void>;
  /** The socket is gone: stop delivering to it. */
  dispose(): void;
}

/** A frame's text read with the contract: JSON, then clientFrame (a failure if either fails). */
export function readFrame(data: string) {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    json = undefined;
  }
  return clientFrame.safeParse(json);
}
export type ReadFrame = ReturnType<typeof readFrame>;

/**
 * The IM socket protocol (environment-free): identity check, login, resume from the last
 * message the client saw, read receipts, typing and ping. Frames are parsed with the contract.
 */
export function openImConnection(
  core: WebchatCore,
  socket: SocketLike,
  token: string,
): ImConnection {
  const send = (frame: ServerFrame) => socket.send(JSON.stringify(frame));
  let who: Awaited<ReturnType<WebchatCore['accountForToken']>>;
  /** Refused at the door: every later frame is ignored. */
  let closed = false;
  /** No token in the URL: the login frame's signature names it (header mode). */
  let pending = !token;
  let loginTimer: TimerHandle | undefined;
  let unsubscribe: (() => void) | undefined;
  let unsubscribeKick: (() => void) | undefined;
  // Live frames from the login until the client's resume has been answered. A client resumes
  // from the newest message it holds: a live message that overtook the resume's catch-up would
  // be newer than the gap still being filled, and a drop right then would make the next resume
  // start after the gap and skip it for good. So each connection sends in the store's order.
  let held: ServerFrame[] | undefined;
  let holdTimer: TimerHandle | undefined;

  const release = (known: ReadonlySet<string> = new Set()) => {
    const frames = held ?? [];
    held = undefined;
    if (holdTimer) core.ctx.clock.clearTimeout(holdTimer);
    holdTimer = undefined;
    // What the catch-up already sent is not sent again.
    for (const f of frames) if (f.type !== 'message' || !known.has(f.message.MessageID)) send(f);
  };
  const deliver = (event: CoreEvent) => {
    const frame = toServerFrame(event);
    if (!held) return send(frame);
    held.push(frame);
    if (held.length >= HELD_MAX) release();
  };

  const refuse = () => {
    pending = false;
    if (loginTimer) core.ctx.clock.clearTimeout(loginTimer);
    loginTimer = undefined;
    send({ type: 'error', code: 'invalid_identity', message: RAW_INVALID });
    socket.close(CLOSE_INVALID_IDENTITY, 'invalid identity');
  };
  const connectionId = core.ctx.newId('c');
  /** The identity check of the URL's token, before any frame is handled. */
  async function open(): Promise<boolean> {
    who = token ? await core.accountForToken(token) : undefined;
    if (!who && !pending) {
      closed = true;
      refuse();
      return false;
    }
    if (pending) loginTimer = core.ctx.clock.setTimeout(refuse, LOGIN_WAIT_MS);
    send({ type: 'connected', connectionId });
    return true;
  }
  /** Frames waiting for (or in) the core; while none are, a ping is answered at once. */
  let busy = 1;
  const opened = open().finally(() => (busy -= 1));
  // Frames are handled one after another, in the order they came, after the opening.
  let queue: Promise<unknown> = opened;

  const dispose = () => {
    if (loginTimer) core.ctx.clock.clearTimeout(loginTimer);
    loginTimer = undefined;
    held = undefined;
    if (holdTimer) core.ctx.clock.clearTimeout(holdTimer);
    holdTimer = undefined;
    unsubscribe?.();
    unsubscribeKick?.();
    unsubscribe = unsubscribeKick = undefined;
  };

  async function login(frame: { identifier: string; userSig: string }) {
    if (pending) {
      // The signature is made from the token (imSignature): it names the account.
      pending = false;
      if (loginTimer) core.ctx.clock.clearTimeout(loginTimer);
      loginTimer = undefined;
      const signed = frame.userSig.startsWith(SIG_PREFIX)
        ? frame.userSig.slice(SIG_PREFIX.length)
        : '';
      token = signed;
      who = signed ? await core.accountForToken(signed) : undefined;
    }
    if (!who || frame.identifier !== who.account || frame.userSig !== imSignature(token)) {
      refuse();
      return;
    }
    if (who.role === 'engineer') {
      // One console per engineer: a newer login kicks the older one off.
      core.bus.publish(`kick:${who.account}`, { type: 'kickoff', connectionId });
    }
    if (!unsubscribe) {
      // A client that never resumes gets its frames a moment later.
      held = [];
      holdTimer = core.ctx.clock.setTimeout(() => release(), RESUME_WAIT_MS);
      unsubscribe = core.bus.subscribe(who.account, deliver);
    }
    unsubscribeKick ??= core.bus.subscribe(`kick:${who.account}`, (event) => {
      if (event.type === 'revoked') {
        // Another device of the visitor signed out: this one stays.
        if (event.credential && event.credential !== tokenDigest(token)) return;
        // Signed out: this token is no identity any more.
        send(toServerFrame(event));
        dispose();
        socket.close(CLOSE_INVALID_IDENTITY, 'signed out');
        return;
      }
      if (event.type !== 'kickoff' || event.connectionId === connectionId) return;
      send(toServerFrame(event));
      dispose();
      socket.close(CLOSE_KICKOFF, 'kickoff');
    });
    // In a cluster, frames from other nodes reach this one once Redis has the subscription.
    await core.bus.subscribed?.();
    if (closed) return;
    send({ type: 'login_ok', identifier: who.account });
  }

  return {
    get account() {
      return who?.account;
    },
    get token() {
      return token;
    },
    get pending() {
      return pending;
    },
    opened,
    receive(data: string | ReadFrame) {
      if (closed) return Promise.resolve();
      const parsed = typeof data === 'string' ? readFrame(data) : data;
      // Neither needs the core: answered at once when nothing is ahead of them (so a socket
      // closed for a flood right after still had its answers), in turn otherwise. A socket closed
      // for a violation (a flood, an oversize frame) may lose answers still being worked out.
      const quick = !parsed.success || parsed.data.type === 'ping';
      if (quick && busy === 0) {
        send(
          parsed.success
            ? { type: 'pong' }
            : { type: 'error', code: 'bad_frame', message: 'unrecognised frame' },
        );
        return Promise.resolve();
      }
      busy += 1;
      const handled = queue
        .then(() => {
          if (closed) return;
          if (!parsed.success)
            return send({ type: 'error', code: 'bad_frame', message: 'unrecognised frame' });
          return handle(parsed.data);
        })
        .finally(() => (busy -= 1));
      queue = handled.catch(() => undefined);
      return handled;
    },
    dispose,
  };

  async function handle(frame: ClientFrame): Promise<void> {
    {
      if (frame.type === 'login') return login(frame);
      if (frame.type === 'ping') return send({ type: 'pong' });
      if (!unsubscribe || !who) return send({ type: 'error', code: 'not_logged_in' });
      if (frame.type !== 'resume') release();
      switch (frame.type) {
        case 'resume': {
          const missed = await core.resume(who.account, frame.lastMessageId);
          for (const message of missed) send({ type: 'message', message: toImMessage(message) });
          release(new Set(missed.map((m) => m.id)));
          return;
        }
        case 'read':
          await core.markRead(who.account, frame.messageIds);
          return;
        case 'typing':
          await core.typing(who.account, frame.sessionId, frame.typing);
          return;
        case 'call':
          // Relayed only between the session's parties; anything else is dropped in silence.
          await core.callSignal(
            who.account,
            connectionId,
            frame.sessionId,
            frame.callId,
            toCallStep(frame.signal),
          );
          return;
        case 'logout':
          dispose();
          socket.close(1000, 'logout');
          return;
      }
    }
  }
}

const RAW_INVALID = 'the current identity is invalid, please refresh';
