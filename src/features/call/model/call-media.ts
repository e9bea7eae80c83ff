import type { CallMedia } from '@/lib/contract';
import type { MediaResult } from './call-state';

// Asking the browser for the microphone and camera, and saying what came of it in the state
// machine's words: a refused camera still gives a voice call; a refused microphone gives none.

/** The part of navigator.mediaDevices a call uses (injectable: jsdom has none). */
export interface MediaDevicesLike {
  getUserMedia(constraints: MediaStreamConstraints): Promise<MediaStream>;
  enumerateDevices?(): Promise<MediaDeviceInfo[]>;
}

export type Facing = 'user' | 'environment';

export const videoConstraints = (facing: Facing): MediaTrackConstraints => ({ facingMode: facing });

/** Why getUserMedia failed for the microphone: missing, refused, or not possible here. */
export function microphoneFailure(error: unknown): MediaResult {
  const name = error instanceof Error || isDomException(error) ? error.name : '';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'microphone-missing';
  if (name === 'NotSupportedError' || name === 'TypeError') return 'unsupported';
  return 'microphone-refused';
}

const isDomException = (error: unknown): error is { name: string } =>
  typeof error === 'object' &&
  error !== null &&
  typeof (error as { name?: unknown }).name === 'string';

export interface Acquired {
  result: MediaResult;
  stream?: MediaStream;
}

/**
 * The microphone (and for video, the camera facing `facing`). When the camera cannot be had,
 * the microphone alone is asked for, and the result says the camera was refused.
 */
export async function acquireMedia(
  devices: MediaDevicesLike | undefined,
  media: CallMedia,
  facing: Facing,
): Promise<Acquired> {
  if (!devices?.getUserMedia) return { result: 'unsupported' };
  if (media === 'video') {
    try {
      const stream = await devices.getUserMedia({ audio: true, video: videoConstraints(facing) });
      return { result: 'granted', stream };
    } catch {
      // The camera (or both): try the microphone alone below.
    }
  }
  try {
    const stream = await devices.getUserMedia({ audio: true, video: false });
    return { result: media === 'video' ? 'camera-refused' : 'granted', stream };
  } catch (error) {
    return { result: microphoneFailure(error) };
  }
}

/** How many cameras the device has (labels aside); 0 when it cannot tell. */
export async function cameraCount(devices: MediaDevicesLike | undefined): Promise<number> {
  const list = await devices?.enumerateDevices?.().catch(() => []);
  return (list ?? []).filter((device) => device.kind === 'videoinput').length;
}

/** A track of the camera facing `facing` (to switch cameras mid-call), if it can be had. */
export async function cameraTrack(
  devices: MediaDevicesLike | undefined,
  facing: Facing,
): Promise<MediaStreamTrack | undefined> {
  const stream = await devices
    ?.getUserMedia({ audio: false, video: videoConstraints(facing) })
    .catch(() => undefined);
  const [track, ...rest] = stream?.getVideoTracks() ?? [];
  rest.forEach((extra) => extra.stop());
  return track;
}
