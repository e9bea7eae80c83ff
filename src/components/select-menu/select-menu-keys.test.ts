import { openingIndex, selectMenuKey, type SelectMenuKeyState } from './select-menu-keys';

const closed: SelectMenuKeyState = {
  open: false,
  active: 0,
  selected: 1,
  disabled: [false, false, false],
};
const open = (active: number, disabled = [false, false, false]): SelectMenuKeyState => ({
  open: true,
  active,
  selected: 1,
  disabled,
});

describe('selectMenuKey, closed', () => {
  it.each(['ArrowDown', 'ArrowUp', 'Enter', ' '])('%s opens on the current value', (key) => {
    expect(selectMenuKey({ key }, closed)).toEqual({ type: 'open', active: 1 });
  });

  it('opens on the first option when the value is none of them or cannot be chosen', () => {
    expect(selectMenuKey({ key: 'ArrowDown' }, { ...closed, selected: -1 })).toEqual({
      type: 'open',
      active: 0,
    });
    expect(
      selectMenuKey({ key: 'Enter' }, { ...closed, selected: 0, disabled: [true, false, false] }),
    ).toEqual({ type: 'open', active: 1 });
  });

  it('opens on the first or last option with Home and End', () => {
    expect(selectMenuKey({ key: 'Home' }, closed)).toEqual({ type: 'open', active: 0 });
    expect(selectMenuKey({ key: 'End' }, closed)).toEqual({ type: 'open', active: 2 });
  });

  it.each(['Escape', 'Tab', 'a', 'ArrowLeft'])('%s does nothing', (key) => {
    expect(selectMenuKey({ key }, closed)).toEqual({ type: 'none' });
  });
});

describe('selectMenuKey, open', () => {
  it('moves down and up without wrapping', () => {
    expect(selectMenuKey({ key: 'ArrowDown' }, open(0))).toEqual({ type: 'move', active: 1 });
    expect(selectMenuKey({ key: 'ArrowDown' }, open(2))).toEqual({ type: 'move', active: 2 });
    expect(selectMenuKey({ key: 'ArrowUp' }, open(2))).toEqual({ type: 'move', active: 1 });
    expect(selectMenuKey({ key: 'ArrowUp' }, open(0))).toEqual({ type: 'move', active: 0 });
  });

  it('skips options that cannot be chosen', () => {
    const middleOff = [false, true, false];
    expect(selectMenuKey({ key: 'ArrowDown' }, open(0, middleOff))).toEqual({
      type: 'move',
      active: 2,
    });
    expect(selectMenuKey({ key: 'ArrowUp' }, open(2, middleOff))).toEqual({
      type: 'move',
      active: 0,
    });
    expect(selectMenuKey({ key: 'End' }, open(0, [false, false, true]))).toEqual({
      type: 'move',
      active: 1,
    });
  });

  it('jumps to the ends with Home, End, PageUp and PageDown', () => {
    expect(selectMenuKey({ key: 'Home' }, open(2))).toEqual({ type: 'move', active: 0 });
    expect(selectMenuKey({ key: 'PageUp' }, open(2))).toEqual({ type: 'move', active: 0 });
    expect(selectMenuKey({ key: 'End' }, open(0))).toEqual({ type: 'move', active: 2 });
    expect(selectMenuKey({ key: 'PageDown' }, open(0))).toEqual({ type: 'move', active: 2 });
  });

  it.each([[{ key: 'Enter' }], [{ key: ' ' }], [{ key: 'ArrowUp', altKey: true }]])(
    '%o chooses the active option',
    (key) => {
      expect(selectMenuKey(key, open(2))).toEqual({ type: 'choose', index: 2 });
    },
  );

  it('closes instead of choosing an option that cannot be chosen', () => {
    expect(selectMenuKey({ key: 'Enter' }, open(1, [false, true, false]))).toEqual({
      type: 'close',
    });
  });

  it('closes without choosing on Escape and Tab', () => {
    expect(selectMenuKey({ key: 'Escape' }, open(2))).toEqual({ type: 'close' });
    expect(selectMenuKey({ key: 'Tab' }, open(2))).toEqual({ type: 'close' });
  });

  it('ignores other keys', () => {
    expect(selectMenuKey({ key: 'x' }, open(1))).toEqual({ type: 'none' });
  });

  it('with nothing to choose, only closes', () => {
    const none = open(0, [true, true]);
    expect(selectMenuKey({ key: 'ArrowDown' }, none)).toEqual({ type: 'none' });
    expect(selectMenuKey({ key: 'Enter' }, none)).toEqual({ type: 'none' });
    expect(selectMenuKey({ key: 'Escape' }, none)).toEqual({ type: 'close' });
    expect(selectMenuKey({ key: 'Enter' }, { ...none, open: false })).toEqual({ type: 'none' });
  });
});

describe('openingIndex', () => {
  it('opens on the value, else the first option that can be chosen, else nowhere', () => {
    expect(openingIndex({ selected: 2, disabled: [false, false, false] })).toBe(2);
    expect(openingIndex({ selected: -1, disabled: [false, false] })).toBe(0);
    expect(openingIndex({ selected: 0, disabled: [true, false] })).toBe(1);
    expect(openingIndex({ selected: 0, disabled: [true, true] })).toBeUndefined();
  });
});
