/**
 * A microphone and MediaRecorder for jsdom (which has neither): what the voice recorder's tests
 * install on the window, with handles to see what it asked for and to make the browser refuse.
 */
export interface FakeMedia {
  /** The MediaRecorders made, newest last. */
  recorders: FakeMediaRecorder[];
  /** Every track handed out (stopped when the microphone is released). */
  tracks: { stopped: boolean; stop(): void }[];
  getUserMedia: ReturnType<typeof vi.fn>;
  /** The next getUserMedia rejects with a DOMException of this name. */
  refuse(name: string): void;
  restore(): void;
}

export class FakeMediaRecorder extends EventTarget {
  static supported = ['audio/webm;codecs=opus', 'audio/webm'];
  static isTypeSupported(type: string) {
    return FakeMediaRecorder.supported.includes(type);
  }
  state: 'inactive' | 'recording' = 'inactive';
  readonly mimeType: string;
  readonly options: MediaRecorderOptions | undefined;
  timeslice: number | undefined;
  constructor(
    readonly stream: MediaStream,
    options?: MediaRecorderOptions,
  ) {
    super();
    this.options = options;
    this.mimeType = options?.mimeType ?? 'audio/webm';
    installed?.recorders.push(this);
  }
  start(timeslice?: number) {
    this.state = 'recording';
    this.timeslice = timeslice;
  }
  /** Hands a chunk of "recorded" bytes to the page, as the browser does every timeslice. */
  emit(bytes = 1000) {
    const event = new Event('dataavailable') as Event & { data: Blob };
    event.data = new Blob([new Uint8Array(bytes)], { type: this.mimeType });
    this.dispatchEvent(event);
  }
  stop() {
    if (this.state === 'inactive') return;
    this.state = 'inactive';
    this.emit();
    queueMicrotask(() => this.dispatchEvent(new Event('stop')));
  }
}

let installed: FakeMedia | undefined;

/** Installs the fakes on globalThis; `restore()` takes them away again. */
export function installFakeMedia(): FakeMedia {
  const scope = globalThis as Record<string, unknown>;
  const before = {
    MediaRecorder: scope.MediaRecorder,
    mediaDevices: navigator.mediaDevices,
  };
  let refusal: string | undefined;
  const media: FakeMedia = {
    recorders: [],
    tracks: [],
    getUserMedia: vi.fn(async () => {
      if (refusal) {
        const name = refusal;
        refusal = undefined;
        throw new DOMException('refused', name);
      }
      const track = {
        stopped: false,
        stop() {
          this.stopped = true;
        },
      };
      media.tracks.push(track);
      return { getTracks: () => [track] } as unknown as MediaStream;
    }),
    refuse: (name) => void (refusal = name),
    restore() {
      scope.MediaRecorder = before.MediaRecorder;
      Object.defineProperty(navigator, 'mediaDevices', {
        value: before.mediaDevices,
        configurable: true,
      });
      installed = undefined;
    },
  };
  scope.MediaRecorder = FakeMediaRecorder;
  Object.defineProperty(navigator, 'mediaDevices', {
    value: { getUserMedia: media.getUserMedia },
    configurable: true,
  });
  installed = media;
  return media;
}
