// The sender of the chat on screen, for the host page's send command (use-host-bridge): the
// bridge lives above the chat screen (WebchatScreen), which makes one HostSenders and hands it
// to both; the session puts its sender there as it starts.
import type { Sender } from '@/features/chat';

export class HostSenders {
  private live: Sender | undefined;
  private waiters: ((sender: Sender) => void)[] = [];

  /** The sender of the chat on screen, if its pipeline runs. */
  current(): Sender | undefined {
    return this.live;
  }

  /**
   * The sender of the chat on screen once there is one: the pipeline starts in the round after
   * the chat's first words, and a host page's send that comes before it waits, as typed text does.
   */
  when(): Promise<Sender> {
    const live = this.live;
    return live ? Promise.resolve(live) : new Promise((resolve) => this.waiters.push(resolve));
  }

  /** Makes `sender` the one the host page's commands use (the session does; tests may). */
  set(sender: Sender | undefined): void {
    this.live = sender;
    if (!sender) return;
    const waiting = this.waiters;
    this.waiters = [];
    waiting.forEach((resolve) => resolve(sender));
  }

  /** The session that set `sender` stops: the host page's commands wait for the next. */
  clear(sender: Sender | undefined): void {
    if (sender && this.live === sender) this.live = undefined;
  }
}
