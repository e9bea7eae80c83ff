export interface GridShape {
  /** Number of cells; the last row may be short. */
  count: number;
  columns: number;
}

export interface GridKey {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
}

/**
 * The cell a key moves focus to in a row-major grid (WAI-ARIA grid pattern), or null when the
 * key is not a navigation key (so Enter, Space and Tab keep their normal meaning).
 * Left/Right flow across row ends, as emoji pickers do; Down from the row above a short last
 * row lands on its last cell; Home/End go to the row's ends, with Ctrl (⌘) to the grid's.
 */
export function gridNavigate(index: number, { key, ctrlKey, metaKey }: GridKey, shape: GridShape) {
  const { count, columns } = shape;
  if (count <= 0 || columns <= 0) return null;
  const last = count - 1;
  const rowStart = index - (index % columns);
  const toGridEnd = Boolean(ctrlKey || metaKey);
  switch (key) {
    case 'ArrowRight':
      return Math.min(index + 1, last);
    case 'ArrowLeft':
      return Math.max(index - 1, 0);
    case 'ArrowDown': {
      if (index + columns <= last) return index + columns;
      return rowStart + columns <= last ? last : index;
    }
    case 'ArrowUp':
      return index - columns >= 0 ? index - columns : index;
    case 'Home':
      return toGridEnd ? 0 : rowStart;
    case 'End':
      return toGridEnd ? last : Math.min(rowStart + columns - 1, last);
    default:
      return null;
  }
}
