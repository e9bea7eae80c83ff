/**
 * What the page saved (lib/download's saveFile): jsdom has no object URLs and does not follow
 * download links, so the Blob behind each clicked link is kept here, with the file's name.
 */
export function savedFiles(): { name: string; text: Promise<string> }[] {
  const files: { name: string; text: Promise<string> }[] = [];
  const blobs = new Map<string, Blob>();
  // jsdom's URL has neither: they are added for the file's tests (each file has its own jsdom).
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      const url = `blob:${blobs.size}`;
      blobs.set(url, blob);
      return url;
    },
    revokeObjectURL: () => undefined,
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    files.push({ name: this.download, text: blobs.get(this.getAttribute('href') ?? '')!.text() });
  });
  return files;
}
