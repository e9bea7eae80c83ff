const KB = 1024;
const MB = 1024 * 1024;

/**
 * SPEC §5 "File size display: B, KB (over 3 digits of bytes) or MB (over 6 digits), two
 * decimals". The unit switches on the digit count of the byte number (>= 1000, >= 1000000)
 * while dividing by 1024, as the original did; so 1000 bytes reads 0.98KB. Output has no space
 * and no grouping: `999B`, `12.34KB`, `1.50MB`. Bad input (negative, NaN) shows `0B`, because a
 * display helper must not break the message list.
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '0B';
  if (bytes >= 1_000_000) return `${(bytes / MB).toFixed(2)}MB`;
  if (bytes >= 1_000) return `${(bytes / KB).toFixed(2)}KB`;
  return `${Math.round(bytes)}B`;
}
