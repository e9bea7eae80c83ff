import { CANNED_REPLIES, repliesFor, searchReplies } from './canned-replies';

describe('canned replies', () => {
  it('are Chinese, unique and non-empty', () => {
    const ids = CANNED_REPLIES.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const r of CANNED_REPLIES) expect(r.text).toMatch(/\p{Script=Han}/u);
  });

  it('an empty query lists them all', () => {
    expect(searchReplies('  ')).toHaveLength(CANNED_REPLIES.length);
  });

  it('matches title, text or category; every word must match', () => {
    expect(searchReplies('序列号').map((r) => r.id)).toContain('sn');
    expect(
      searchReplies('保修').every((r) => `${r.category}${r.title}${r.text}`.includes('保修')),
    ).toBe(true);
    expect(searchReplies('故障排查 蓝屏').map((r) => r.id)).toEqual(['bsod']);
    expect(searchReplies('SN').map((r) => r.id)).toContain('sn');
    expect(searchReplies('没有这个词')).toEqual([]);
  });
});

describe('replies in the console’s language', () => {
  it('has every reply in English too, with the same ids in the same order', () => {
    expect(repliesFor('en').map((r) => r.id)).toEqual(CANNED_REPLIES.map((r) => r.id));
    for (const reply of repliesFor('en'))
      expect(`${reply.category}${reply.title}${reply.text}`).not.toMatch(/\p{Script=Han}/u);
  });

  it('is Chinese for Chinese and for a language it has no replies in', () => {
    expect(repliesFor('zh-CN')).toBe(CANNED_REPLIES);
    expect(repliesFor('fr')).toBe(CANNED_REPLIES);
    expect(searchReplies('serial', repliesFor('en')).map((r) => r.id)).toEqual(['sn']);
  });
});
