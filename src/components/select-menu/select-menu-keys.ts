/** What a key does to a select menu (the WAI-ARIA select-only combobox pattern). */
export type SelectMenuAction =
  | { type: 'open'; active: number }
  | { type: 'move'; active: number }
  | { type: 'choose'; index: number }
  | { type: 'close' }
  | { type: 'none' };

export interface SelectMenuKeyState {
  open: boolean;
  /** The option the arrows are on (open only). */
  active: number;
  /** The option of the current value; -1 when the value is none of them. */
  selected: number;
  /** Per option: whether it can be chosen. */
  disabled: readonly boolean[];
}

export interface SelectMenuKey {
  key: string;
  altKey?: boolean;
}

const enabledIndexes = (disabled: readonly boolean[]) =>
  disabled.flatMap((off, i) => (off ? [] : [i]));

/**
 * Where the list opens (by a click, Enter, Space or an arrow): on the value when it can be
 * chosen, else on the first option that can; undefined when none can.
 */
export function openingIndex({
  selected,
  disabled,
}: Pick<SelectMenuKeyState, 'selected' | 'disabled'>): number | undefined {
  const enabled = enabledIndexes(disabled);
  return enabled.includes(selected) ? selected : enabled[0];
}

/**
 * The key's effect, as data: closed, the arrows, Enter and Space open on the current value (Home
 * and End on the first and last); open, the arrows move over enabled options without wrapping,
 * Enter, Space and Alt+Up choose, Escape closes, and Tab closes without choosing (a status
 * must not change because focus moved on). Pure, so every key is unit-tested without a DOM.
 */
export function selectMenuKey(
  { key, altKey = false }: SelectMenuKey,
  { open, active, selected, disabled }: SelectMenuKeyState,
): SelectMenuAction {
  const enabled = enabledIndexes(disabled);
  const first = enabled[0];
  const last = enabled[enabled.length - 1];
  if (first === undefined || last === undefined)
    return open && (key === 'Escape' || key === 'Tab') ? { type: 'close' } : { type: 'none' };

  if (!open) {
    switch (key) {
      case 'ArrowDown':
      case 'ArrowUp':
      case 'Enter':
      case ' ':
        return { type: 'open', active: openingIndex({ selected, disabled }) ?? first };
      case 'Home':
        return { type: 'open', active: first };
      case 'End':
        return { type: 'open', active: last };
      default:
        return { type: 'none' };
    }
  }

  switch (key) {
    case 'ArrowDown':
      return { type: 'move', active: enabled.find((i) => i > active) ?? last };
    case 'ArrowUp':
      if (altKey)
        return enabled.includes(active) ? { type: 'choose', index: active } : { type: 'close' };
      return { type: 'move', active: enabled.filter((i) => i < active).pop() ?? first };
    case 'Home':
    case 'PageUp':
      return { type: 'move', active: first };
    case 'End':
    case 'PageDown':
      return { type: 'move', active: last };
    case 'Enter':
    case ' ':
      return enabled.includes(active) ? { type: 'choose', index: active } : { type: 'close' };
    case 'Escape':
    case 'Tab':
      return { type: 'close' };
    default:
      return { type: 'none' };
  }
}
