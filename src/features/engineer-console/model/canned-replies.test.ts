import { CANNED_REPLIES, searchReplies } from './canned-replies';

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
