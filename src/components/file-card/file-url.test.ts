import { safeDownloadUrl } from './file-url';

describe('safeDownloadUrl', () => {
  it.each([
    ['https://oss.example.com/a.pdf', 'https://oss.example.com/a.pdf'],
    ['http://oss.example.com/a.pdf', 'http://oss.example.com/a.pdf'],
    ['/api/csc/files/abc', '/api/csc/files/abc'],
    ['files/abc.zip', 'files/abc.zip'],
    ['  /static/demo/repair-quote.pdf ', '/static/demo/repair-quote.pdf'],
    ['blob:http://localhost/5b7a', 'blob:http://localhost/5b7a'],
  ])('allows %s', (url, expected) => {
    expect(safeDownloadUrl(url)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '',
    undefined,
    null,
  ])('refuses %s', (url) => {
    expect(safeDownloadUrl(url)).toBeUndefined();
  });
});
