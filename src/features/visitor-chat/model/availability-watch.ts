import { AVAILABILITY_POLL_MS, type AvailabilityView } from '@/lib/contract/service-hours';
import { unavailability, type Unavailability } from './availability';

type Visibility = Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;

export interface AvailabilityWatchDeps {
  /** SPEC's onlineEngineer for a skill ('' counts the whole project). */
  ask: (skill: string) => Promise<AvailabilityView>;
  /** @default AVAILABILITY_POLL_MS */
  pollMs?: number;
  /** Whether the page is seen, and its changes. @default document */
  page?: Visibility;
}

/**
 * Whether anyone can take the visitor now, kept fresh (#17 item 3; the Rocket.Chat complaint:
 * the widget said "online" until a reload). It asks when watching starts, every poll interval
 * while the visitor is with the robot or in the queue and the page is seen, and at once when
 * the page is seen again. A failed ask keeps the last answer. React reads why nobody can take
 * the visitor (undefined while someone can) through `subscribe`/`get` (useSyncExternalStore):
 * the same object until the answer changes, so an unchanged poll renders nothing.
 */
export class AvailabilityWatch {
  private view: AvailabilityView | undefined;
  private unavailable: Unavailability | undefined;
  private readonly listeners = new Set<() => void>();
  private skill: string | undefined;
  private active = false;
  private timer: ReturnType<typeof setInterval> | undefined;
  private listening = false;
  /** Counts asks: an answer older than the newest one asked is dropped. */
  private asked = 0;
  private readonly pollMs: number;

  constructor(private readonly deps: AvailabilityWatchDeps) {
    this.pollMs = deps.pollMs ?? AVAILABILITY_POLL_MS;
  }

  private get page(): Visibility | undefined {
    return this.deps.page ?? (typeof document === 'undefined' ? undefined : document);
  }

  private get visible() {
    return this.page?.visibilityState !== 'hidden';
  }

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  readonly get = () => this.unavailable;

  /** The last answer as the server gave it. */
  readonly answer = () => this.view;

  /** Asks now (the chat starts, the page is seen again, a transfer was refused). */
  async refresh(): Promise<void> {
    if (this.skill === undefined) return;
    const ask = (this.asked += 1);
    try {
      const view = await this.deps.ask(this.skill);
      if (ask !== this.asked) return;
      const first = this.view === undefined;
      this.view = view;
      const unavailable = unavailability(view);
      if (!first && JSON.stringify(unavailable) === JSON.stringify(this.unavailable)) return;
      this.unavailable = unavailable;
      this.listeners.forEach((listener) => listener());
    } catch {
      // No answer: the last one stands until the next ask.
    }
  }

  /**
   * Watches `skill`; `active` while the visitor is with the robot or queueing (the only times
   * the answer changes what the widget offers). A new skill, or becoming active, asks at once.
   */
  watch(skill: string, active: boolean): void {
    const asksNow = skill !== this.skill || (active && !this.active);
    this.skill = skill;
    this.active = active;
    if (!this.listening) {
      this.page?.addEventListener('visibilitychange', this.onVisibility);
      this.listening = true;
    }
    this.schedule();
    if (asksNow && this.visible) void this.refresh();
  }

  /** Stops asking (the chat screen went away); the last answer is kept. */
  stop(): void {
    this.active = false;
    this.schedule();
    this.page?.removeEventListener('visibilitychange', this.onVisibility);
    this.listening = false;
  }

  private schedule() {
    const polling = this.active && this.visible;
    if (polling && !this.timer) this.timer = setInterval(() => void this.refresh(), this.pollMs);
    if (!polling && this.timer) {
      clearInterval(this.timer);
      this.timer = undefined;
    }
  }

  private readonly onVisibility = () => {
    this.schedule();
    if (this.visible && this.active) void this.refresh();
  };
}
