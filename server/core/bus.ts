import type { CoreEvent } from './events';
import type { Bus } from './ports';

export type { Bus } from './ports';

type Listener = (event: CoreEvent) => void;

/** Delivers the core's events to every live connection of an account (a visitor's cubeUid or an engineer's code). */
export class EventBus implements Bus {
  private listeners = new Map<string, Set<Listener>>();

  subscribe(account: string, listener: Listener): () => void {
    let set = this.listeners.get(account);
    if (!set) this.listeners.set(account, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(account);
    };
  }

  publish(account: string, event: CoreEvent): void {
    for (const listener of [...(this.listeners.get(account) ?? [])]) listener(event);
  }

  isOnline(account: string): boolean {
    return (this.listeners.get(account)?.size ?? 0) > 0;
  }

  connections(account: string): number {
    return this.listeners.get(account)?.size ?? 0;
  }
}
