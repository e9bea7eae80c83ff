import type { CallSignal, IceServer } from '@/lib/contract';
import type { MediaDevicesLike } from './call-media';
import type { CallEngine } from './call-view';

// What the call's controller needs from its model, and what the model may tell it.

export interface CallPeer {
  name: string;
  avatar?: string;
}

/** A call frame from the socket (the contract's serverCallFrame). */
export interface IncomingCallFrame {
  sessionId: string;
  callId: string;
  connectionId?: string;
  echo?: boolean;
  signal: CallSignal;
}

export interface CallEngineDeps {
  /** ImClient.call: false when the socket is down (the signal is lost). */
  send: (sessionId: string, callId: string, signal: CallSignal) => boolean;
  /** This tab's connection, to know its own echoes. */
  connectionId: () => string | undefined;
  /** The socket is logged in now. */
  ready: () => boolean;
  /** The STUN/TURN servers (the video setting's ice_servers). */
  iceServers: () => Promise<IceServer[]>;
  /** The other party of a session other than the current one (the console's other chats). */
  peerOf?: (sessionId: string) => CallPeer | undefined;
  mediaDevices?: () => MediaDevicesLike | undefined;
  createPeer?: (config: RTCConfiguration) => RTCPeerConnection;
  now?: () => number;
  newCallId?: () => string;
  /** Where pagehide is heard (a call is hung up when the page goes). */
  win?: Window;
}

/** The engine the models own: the screens' CallEngine, fed by the socket and the session. */
export interface CallController extends CallEngine {
  receive(frame: IncomingCallFrame): void;
  socket(up: boolean): void;
  /** The conversation a new call goes to (none: no call can start). */
  setSession(sessionId: string | undefined, peer?: CallPeer): void;
  /** A session ended: a call in it ends too. */
  sessionEnded(sessionId: string): void;
  /** The model stops (its socket closes): a call under way is hung up (peer_left). */
  stop(): void;
}
