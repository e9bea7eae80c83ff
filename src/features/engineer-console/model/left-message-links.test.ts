import { attachmentLink, mailtoHref, telHref } from './left-message-links';

describe('left message links', () => {
  it('dials a phone number as written, without its spaces and dashes', () => {
    expect(telHref('13800138000')).toBe('tel:13800138000');
    expect(telHref('+86 138-0013-8000')).toBe('tel:+8613800138000');
    expect(telHref('(010) 6256 1234')).toBe('tel:01062561234');
  });

  it('gives no tel: link for anything but digits', () => {
    expect(telHref(undefined)).toBeUndefined();
    expect(telHref('12')).toBeUndefined();
    expect(telHref('138;ext=1')).toBeUndefined();
    expect(telHref('javascript:alert(1)')).toBeUndefined();
  });

  it('writes to one plain address only', () => {
    expect(mailtoHref('li@example.com')).toBe('mailto:li@example.com');
    expect(mailtoHref(' li@example.com ')).toBe('mailto:li@example.com');
    expect(mailtoHref('li@example.com?bcc=x@evil.test')).toBeUndefined();
    expect(mailtoHref('li@example.com,x@evil.test')).toBeUndefined();
    expect(mailtoHref('a b@example.com')).toBeUndefined();
    expect(mailtoHref('li@localhost')).toBeUndefined();
    expect(mailtoHref(undefined)).toBeUndefined();
  });

  it('links an uploaded file by its decoded name, never another host or a script URL', () => {
    expect(attachmentLink('/uploads/u1/%E5%8F%91%E7%A5%A8.pdf')).toEqual({
      href: '/uploads/u1/%E5%8F%91%E7%A5%A8.pdf',
      name: '发票.pdf',
    });
    expect(attachmentLink('/uploads/%E0%A4%A.pdf').name).toBe('%E0%A4%A.pdf');
    for (const elsewhere of [
      'https://cdn.example.com/a/photo.jpg',
      '//evil.example/a.pdf',
      '/\\evil.example/发票.pdf',
      '/uploads/../admin',
      'javascript:alert(1)',
      'data:text/html,<script>',
    ])
      expect(attachmentLink(elsewhere)).toEqual({});
  });

  it('dials a landline extension after the number, not into it', () => {
    expect(telHref('010-62561234-123')).toBe('tel:01062561234;ext=123');
    expect(telHref('0755-8888888-1')).toBe('tel:07558888888;ext=1');
    expect(telHref('010-62561234')).toBe('tel:01062561234');
  });
});
