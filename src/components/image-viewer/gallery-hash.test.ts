import {
  formatGalleryHash,
  indexForPid,
  indexFromHash,
  itemPid,
  parseGalleryHash,
  stripGalleryHash,
} from './gallery-hash';

describe('parseGalleryHash', () => {
  it.each([
    ['#&gid=1&pid=2', { gid: '1', pid: '2' }],
    ['&gid=chat&pid=a1', { gid: 'chat', pid: 'a1' }],
    ['#gid=1&pid=3', { gid: '1', pid: '3' }],
    ['#section&gid=7&pid=photo%201', { gid: '7', pid: 'photo 1' }],
    ['#&gid=1&pid=%E0%A4%A', { gid: '1', pid: '%E0%A4%A' }],
    ['#&gid=1', null],
    ['#&pid=1', null],
    ['#&gid=&pid=1', null],
    ['', null],
    ['#section', null],
  ])('%s → %o', (hash, expected) => {
    expect(parseGalleryHash(hash)).toEqual(expected);
  });
});

describe('formatGalleryHash', () => {
  it.each([
    [1, 2, '', '#&gid=1&pid=2'],
    ['chat', 'a&b', '', '#&gid=chat&pid=a%26b'],
    [1, 2, '#section', '#section&gid=1&pid=2'],
    [1, 3, '#section&gid=1&pid=2', '#section&gid=1&pid=3'],
    [1, 3, '#&gid=1&pid=2', '#&gid=1&pid=3'],
  ])('gid %s pid %s over %s → %s', (gid, pid, base, expected) => {
    expect(formatGalleryHash(gid, pid, base)).toBe(expected);
  });

  it('round-trips through parse', () => {
    expect(parseGalleryHash(formatGalleryHash('g 1', 'p/2'))).toEqual({ gid: 'g 1', pid: 'p/2' });
  });

  it('strips only the viewer part of a hash', () => {
    expect(stripGalleryHash('#section&gid=1&pid=2')).toBe('section');
    expect(stripGalleryHash('#gid=1&pid=2')).toBe('');
    expect(stripGalleryHash('#section')).toBe('section');
    expect(stripGalleryHash('')).toBe('');
  });
});

describe('pids', () => {
  const items = [{ src: 'a.png', pid: 'sn' }, { src: 'b.png' }, { src: 'c.png', pid: 7 }];

  it('writes an item pid or the 1-based position', () => {
    expect(itemPid(items[0], 0)).toBe('sn');
    expect(itemPid(items[1], 1)).toBe('2');
    expect(itemPid(items[2], 2)).toBe('7');
  });

  it.each([
    ['sn', 0],
    ['7', 2],
    ['2', 1],
    ['1', 0],
    ['4', null],
    ['0', null],
    ['nope', null],
  ])('pid %s → index %s', (pid, expected) => {
    expect(indexForPid(items, pid)).toBe(expected);
  });

  it('opens only for its own gallery', () => {
    expect(indexFromHash('#&gid=g&pid=2', 'g', items)).toBe(1);
    expect(indexFromHash('#&gid=other&pid=2', 'g', items)).toBeNull();
    expect(indexFromHash('#&gid=5&pid=sn', 5, items)).toBe(0);
  });
});
