import { localTimeZone, saveFile } from './save-file';

describe('saveFile', () => {
  it('clicks a hidden download link to a Blob of the content, then lets the URL go', async () => {
    vi.useFakeTimers();
    const blobs: Blob[] = [];
    const create = vi.fn((blob: Blob) => (blobs.push(blob), 'blob:transcript'));
    const revoke = vi.fn();
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
    const clicked: HTMLAnchorElement[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    saveFile('webchat-s-1.html', '<p>你好</p>', 'text/html;charset=utf-8');
    expect(click).toHaveBeenCalledTimes(1);
    expect(clicked[0]).toMatchObject({ download: 'webchat-s-1.html', hidden: true });
    expect(clicked[0]?.getAttribute('href')).toBe('blob:transcript');
    // The link does not stay in the page.
    expect(document.querySelector('a[download]')).toBeNull();
    expect(blobs[0]?.type).toBe('text/html;charset=utf-8');
    expect(await blobs[0]?.text()).toBe('<p>你好</p>');
    expect(revoke).not.toHaveBeenCalled();
    vi.advanceTimersByTime(60_000);
    expect(revoke).toHaveBeenCalledWith('blob:transcript');
    vi.useRealTimers();
  });
});

describe('localTimeZone', () => {
  it('is the platform’s zone', () => {
    expect(localTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});
