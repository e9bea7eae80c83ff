import { formatFileSize } from './file-size';

describe('SPEC §5 "File size display: B, KB (over 3 digits of bytes) or MB (over 6 digits), two decimals"', () => {
  it.each([
    ['0 bytes', 0, '0B'],
    ['3 digits stay bytes', 999, '999B'],
    ['over 3 digits is KB', 1000, '0.98KB'],
    ['1024 bytes', 1024, '1.00KB'],
    ['two decimals', 12_636, '12.34KB'],
    ['6 digits stay KB', 999_999, '976.56KB'],
    ['over 6 digits is MB', 1_000_000, '0.95MB'],
    ['1.5 MiB', 1_572_864, '1.50MB'],
    ['large files stay MB', 5 * 1024 ** 3, '5120.00MB'],
  ])('%s: %i -> %s', (_rule, bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])('shows 0B for bad input %s', (bytes) => {
    expect(formatFileSize(bytes)).toBe('0B');
  });
});
