import { TIMING } from '@/lib/constants';

/** The inline body styles a modal lock writes (Radix pointer-events, scroll-lock padding). */
const PROPERTIES = ['overflow', 'padding-right', 'margin-right', 'pointer-events'] as const;

type Snapshot = Record<(typeof PROPERTIES)[number], { value: string; priority: string }>;

let holders = 0;
let snapshot: Snapshot | null = null;
/** The body the snapshot was read from (the restore writes there, even if the page has gone). */
let heldBody: HTMLElement | null = null;
let restoreTimer: ReturnType<typeof setTimeout> | undefined;

function read(style: CSSStyleDeclaration): Snapshot {
  const entries = PROPERTIES.map((name) => {
    const value = style.getPropertyValue(name);
    // A closing modal (the phone drawer) may still hold the page at pointer-events: none when a
    // dialog opens from it; putting that back would leave the page dead to taps. Radix sets and
    // clears it per layer, so it is never ours to restore.
    if (name === 'pointer-events' && value === 'none') return [name, { value: '', priority: '' }];
    return [name, { value, priority: style.getPropertyPriority(name) }];
  });
  return Object.fromEntries(entries) as Snapshot;
}

function write(style: CSSStyleDeclaration, saved: Snapshot) {
  for (const name of PROPERTIES) {
    const { value, priority } = saved[name];
    if (value) style.setProperty(name, value, priority);
    else style.removeProperty(name);
  }
}

/**
 * Radix locks the page while a modal is open. When dialogs overlap, or one closes while another
 * opens, a lock can be left behind (body stuck at pointer-events: none) and the page stops
 * responding. So every open dialog holds the body; SPEC §9's 200 ms after the last one lets go,
 * the inline style the body had before the first one opened is put back. Returns the release.
 */
export function holdBodyStyle(): () => void {
  // Reopened within the window: the first snapshot is still the truth.
  clearTimeout(restoreTimer);
  restoreTimer = undefined;
  if (holders === 0 && snapshot === null) {
    heldBody = document.body;
    snapshot = read(heldBody.style);
  }
  holders += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders > 0) return;
    restoreTimer = setTimeout(() => {
      restoreTimer = undefined;
      if (holders > 0 || snapshot === null || heldBody === null) return;
      write(heldBody.style, snapshot);
      snapshot = null;
      heldBody = null;
    }, TIMING.popupBodyStyleRestoreMs);
  };
}
