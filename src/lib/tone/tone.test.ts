import { playTone } from './tone';

/** A Web Audio stand-in that records what was scheduled. */
function fakeWindow({ active = true } = {}) {
  const log: string[] = [];
  class FakeContext {
    state = 'running';
    currentTime = 10;
    destination = {};
    createGain() {
      return {
        connect: () => undefined,
        disconnect: () => void log.push('silenced'),
        gain: {
          setValueAtTime: () => undefined,
          exponentialRampToValueAtTime: (value: number, at: number) =>
            void log.push(`gain ${value} @${at.toFixed(2)}`),
        },
      };
    }
    createOscillator() {
      let frequency = 0;
      return {
        type: '',
        frequency: { setValueAtTime: (value: number) => void (frequency = value) },
        connect: () => undefined,
        start: (at: number) => void log.push(`${frequency} from ${at.toFixed(2)}`),
        stop: (at: number) => void log.push(`${frequency} to ${at.toFixed(2)}`),
      };
    }
    resume = async () => undefined;
  }
  const win = {
    navigator: { userActivation: { hasBeenActive: active } },
    AudioContext: FakeContext,
  } as unknown as Window;
  return { win, log };
}

describe('playTone', () => {
  it('schedules each note under one envelope that fades out by the length', () => {
    const { win, log } = fakeWindow();
    const stop = playTone(
      win,
      [
        { frequency: 440, at: 0, until: 0.1 },
        { frequency: 660, at: 0.1 },
      ],
      0.5,
    );
    expect(log).toEqual([
      'gain 0.2 @10.03',
      'gain 0.0001 @10.51',
      '440 from 10.01',
      '440 to 10.11',
      '660 from 10.11',
      '660 to 10.51',
    ]);
    stop();
    expect(log.at(-1)).toBe('silenced');
  });

  it('stays quiet before the user has interacted with the page (autoplay rules)', () => {
    const { win, log } = fakeWindow({ active: false });
    playTone(win, [{ frequency: 440, at: 0 }], 0.5)();
    expect(log).toEqual([]);
  });

  it('does nothing where there is no Web Audio', () => {
    const win = { navigator: {} } as unknown as Window;
    expect(() => playTone(win, [{ frequency: 440, at: 0 }], 0.5)()).not.toThrow();
  });
});
