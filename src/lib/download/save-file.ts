/**
 * Saves text the page made as a file on the reader's device: a Blob behind a link with
 * `download`, clicked, then let go. The object URL lives a minute, long enough for browsers
 * that read it after the click returns (Safari), and is never shared with another page.
 */
export function saveFile(
  filename: string,
  content: string,
  type: string,
  doc: Document = document,
): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = doc.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.hidden = true;
  doc.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** The reader's IANA time zone ('Asia/Shanghai'), for times written into a file for them. */
export function localTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}
