import { create } from 'zustand';
import { sessionStore, type KeyValueStore } from '@/lib/storage';

/** The signed-in supervisor: an engineer account's token and who it is. */
export interface Reviewer {
  token: string;
  code: string;
  name: string;
}

/**
 * Session storage, not local: a supervisor's token should not outlive the tab on a shared desk,
 * and it must not collide with the visitor's WEBCHAT_TOKEN map.
 */
export const REVIEWER_KEY = 'WEBCHAT_REVIEWER';

function read(store: KeyValueStore): Reviewer | undefined {
  try {
    const value: unknown = JSON.parse(store.getItem(REVIEWER_KEY) ?? 'null');
    const r = value as Partial<Reviewer> | null;
    return r && typeof r.token === 'string' && typeof r.code === 'string'
      ? { token: r.token, code: r.code, name: typeof r.name === 'string' ? r.name : r.code }
      : undefined;
  } catch {
    return undefined;
  }
}

interface ReviewerState {
  reviewer: Reviewer | undefined;
  /** Why the reviewer was signed out, e.g. an expired token (shown on the sign-in form). */
  reason: 'expired' | undefined;
  /** Keeps the supervisor a login answered with (the login itself is a review call). */
  signedIn(reviewer: Reviewer): Reviewer;
  signOut(reason?: 'expired'): void;
}

export const useReviewer = create<ReviewerState>((set) => ({
  reviewer: read(sessionStore),
  reason: undefined,
  signedIn(reviewer) {
    sessionStore.setItem(REVIEWER_KEY, JSON.stringify(reviewer));
    set({ reviewer, reason: undefined });
    return reviewer;
  },
  signOut(reason) {
    sessionStore.removeItem(REVIEWER_KEY);
    set({ reviewer: undefined, reason });
  },
}));

/** Tests and a fresh tab: read the stored reviewer again. */
export function reloadReviewer(): void {
  useReviewer.setState({ reviewer: read(sessionStore), reason: undefined });
}
