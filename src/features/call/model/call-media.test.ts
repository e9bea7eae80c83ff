import { fakeDevices } from '@/testing/fake-call';
import { acquireMedia, cameraCount, cameraTrack, microphoneFailure } from './call-media';
import { cachedIceServers, ICE_SERVERS_CACHE_MS } from './ice-cache';

describe('asking for the microphone and camera', () => {
  it('gives both for a video call, the microphone alone for a voice call', async () => {
    const { devices } = fakeDevices();
    expect((await acquireMedia(devices, 'video', 'user')).result).toBe('granted');
    expect(devices.getUserMedia).toHaveBeenLastCalledWith({
      audio: true,
      video: { facingMode: 'user' },
    });
    expect((await acquireMedia(devices, 'audio', 'user')).result).toBe('granted');
    expect(devices.getUserMedia).toHaveBeenLastCalledWith({ audio: true, video: false });
  });

  it('falls back to the microphone when the camera is refused', async () => {
    const { devices } = fakeDevices({ camera: true });
    const got = await acquireMedia(devices, 'video', 'user');
    expect(got.result).toBe('camera-refused');
    expect(got.stream?.getVideoTracks()).toEqual([]);
  });

  it('names why the microphone cannot be had', async () => {
    expect(
      (await acquireMedia(fakeDevices({ microphone: true }).devices, 'audio', 'user')).result,
    ).toBe('microphone-refused');
    expect((await acquireMedia(undefined, 'audio', 'user')).result).toBe('unsupported');
    expect(microphoneFailure(new DOMException('x', 'NotFoundError'))).toBe('microphone-missing');
    expect(microphoneFailure(new DOMException('x', 'OverconstrainedError'))).toBe(
      'microphone-missing',
    );
    expect(microphoneFailure(new DOMException('x', 'NotSupportedError'))).toBe('unsupported');
    expect(microphoneFailure(new DOMException('x', 'NotAllowedError'))).toBe('microphone-refused');
  });

  it('counts cameras and gets the other one', async () => {
    const { devices } = fakeDevices();
    expect(await cameraCount(devices)).toBe(2);
    expect(await cameraCount(undefined)).toBe(0);
    const track = await cameraTrack(devices, 'environment');
    expect(track).toMatchObject({ kind: 'video', facing: 'environment' });
  });
});

describe('the ICE servers', () => {
  it('are read once per minute, and again after a failed read', async () => {
    let now = 0;
    const read = vi.fn(async () => [{ urls: 'stun:a' }]);
    const servers = cachedIceServers(read, () => now);
    expect(ICE_SERVERS_CACHE_MS).toBe(60_000);
    await servers();
    now = ICE_SERVERS_CACHE_MS - 1;
    expect(await servers()).toEqual([{ urls: 'stun:a' }]);
    expect(read).toHaveBeenCalledTimes(1);
    now = ICE_SERVERS_CACHE_MS;
    await servers();
    expect(read).toHaveBeenCalledTimes(2);
    read.mockRejectedValueOnce(new Error('down'));
    now = 3 * ICE_SERVERS_CACHE_MS;
    expect(await servers()).toEqual([]);
    await servers();
    expect(read).toHaveBeenCalledTimes(4);
  });
});
