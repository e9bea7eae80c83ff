import { gridNavigate, type GridShape } from './grid-navigation';

// 3 columns, 8 cells:
//  0 1 2
//  3 4 5
//  6 7
const shape: GridShape = { count: 8, columns: 3 };
const move = (index: number, key: string, ctrlKey = false) =>
  gridNavigate(index, { key, ctrlKey }, shape);

describe('gridNavigate', () => {
  it.each([
    [0, 'ArrowRight', 1],
    [2, 'ArrowRight', 3],
    [7, 'ArrowRight', 7],
    [3, 'ArrowLeft', 2],
    [0, 'ArrowLeft', 0],
    [1, 'ArrowDown', 4],
    [4, 'ArrowDown', 7],
    [5, 'ArrowDown', 7],
    [7, 'ArrowDown', 7],
    [6, 'ArrowDown', 6],
    [4, 'ArrowUp', 1],
    [1, 'ArrowUp', 1],
    [7, 'ArrowUp', 4],
    [5, 'Home', 3],
    [7, 'End', 7],
    [3, 'End', 5],
  ])('from %d, %s goes to %d', (from, key, to) => {
    expect(move(from, key)).toBe(to);
  });

  it('goes to the grid ends with Ctrl or ⌘', () => {
    expect(move(5, 'Home', true)).toBe(0);
    expect(move(1, 'End', true)).toBe(7);
    expect(gridNavigate(1, { key: 'End', metaKey: true }, shape)).toBe(7);
  });

  it.each(['Enter', ' ', 'Tab', 'a', 'Escape'])('leaves %j alone', (key) => {
    expect(move(4, key)).toBeNull();
  });

  it('handles an empty grid', () => {
    expect(gridNavigate(0, { key: 'ArrowRight' }, { count: 0, columns: 8 })).toBeNull();
  });

  it('walks every cell of the 105-entry set with ArrowRight', () => {
    let index = 0;
    for (let step = 0; step < 200; step += 1) {
      index = gridNavigate(index, { key: 'ArrowRight' }, { count: 105, columns: 8 }) ?? index;
    }
    expect(index).toBe(104);
  });
});
