import { RATING_COMMENT_MAX, ratingTagsFor } from '@/lib/contract';
import { sessionSummary } from '../wire/views';
import { CoreError } from './errors';
import { normaliseRating } from './rating';
import { makeCore, refusal, visitor } from '../testing/core-fixture';

/** A visitor served by E1 in the NB queue. */
async function served() {
  const fixture = await makeCore();
  const v = await visitor(fixture.core);
  const sessionId = (await fixture.core.selectBigQueue(v, 'NB', 'webchat')).sessionId!;
  await fixture.core.accept('E1', sessionId);
  return { ...fixture, v, sessionId };
}

describe('rating a conversation', () => {
  it('is open once the conversation ends, and both sides see the rating as a line', async () => {
    const { core, store, v, sessionId, listen } = await served();
    expect(await refusal(() => core.rateSession(v, sessionId, { score: 5, tags: [] }))).toEqual({
      status: 409,
      code: 'not_rateable',
    });
    await core.closeByEngineer('E1', sessionId);
    const engineerFrames = listen('E1');
    const rating = await core.rateSession(v, sessionId, {
      score: 4,
      tags: ['friendly', 'solved'],
      comment: '  谢谢 <b>你</b>  ',
    });
    // Tags in the catalogue's order; the comment trimmed and kept as written (it is shown as text).
    expect(rating).toMatchObject({
      score: 4,
      tags: ['solved', 'friendly'],
      comment: '谢谢 <b>你</b>',
    });
    expect((await store.sessions.get(sessionId))?.rating?.score).toBe(4);
    const line = engineerFrames.find((f) => JSON.stringify(f).includes('"Rated"'));
    expect(JSON.stringify(line)).toContain('"score":4');
  });

  it('is given once', async () => {
    const { core, v, sessionId } = await served();
    await core.closeByEngineer('E1', sessionId);
    await core.rateSession(v, sessionId, { score: 3, tags: [] });
    expect(await refusal(() => core.rateSession(v, sessionId, { score: 5, tags: [] }))).toEqual({
      status: 409,
      code: 'already_rated',
    });
  });

  it('is open during the conversation once the engineer asks, and the visitor hears the ask', async () => {
    const { core, v, sessionId, listen } = await served();
    const visitorFrames = listen(v.cubeUid);
    await core.requestRating('E1', sessionId);
    expect(JSON.stringify(visitorFrames)).toContain('"RatingRequest"');
    // Once per conversation.
    expect(await refusal(() => core.requestRating('E1', sessionId))).toEqual({
      status: 409,
      code: 'rating_requested',
    });
    await core.rateSession(v, sessionId, { score: 5, tags: ['fast'] });
    await core.closeByEngineer('E1', sessionId);
    expect(await refusal(() => core.requestRating('E1', sessionId))).toEqual({
      status: 409,
      code: 'already_rated',
    });
  });

  it('is only the visitor’s own and the serving engineer’s to ask', async () => {
    const { core, sessionId } = await served();
    const stranger = await visitor(core);
    await core.closeByEngineer('E1', sessionId);
    expect(
      await refusal(() => core.rateSession(stranger, sessionId, { score: 5, tags: [] })),
    ).toEqual({ status: 404, code: 'session_not_found' });
    expect(await refusal(() => core.requestRating('E2', sessionId))).toEqual({
      status: 404,
      code: 'session_not_found',
    });
  });

  it('is never open for a conversation with the robot only', async () => {
    const { core } = await makeCore();
    const v = await visitor(core);
    const robot = (await core.robotStart(v)).sessionId;
    await core.robotClose(v);
    expect(await refusal(() => core.rateSession(v, robot, { score: 5, tags: [] }))).toEqual({
      status: 409,
      code: 'not_rateable',
    });
  });

  it('shows in the visitor’s history: rateable until rated, then the rating', async () => {
    const { core, v, sessionId } = await served();
    await core.closeByEngineer('E1', sessionId);
    const before = (await core.sessionList(v)).map(sessionSummary);
    expect(before[0]).toMatchObject({ id: sessionId, rateable: true });
    await core.rateSession(v, sessionId, { score: 2, tags: ['slow'], comment: '等太久' });
    const after = (await core.sessionList(v)).map(sessionSummary)[0]!;
    expect(after.rateable).toBeUndefined();
    expect(after.rating).toMatchObject({ score: 2, tags: ['slow'], comment: '等太久' });
  });

  it('shows in the transcript file', async () => {
    const { core, v, sessionId } = await served();
    await core.closeByEngineer('E1', sessionId);
    await core.rateSession(v, sessionId, { score: 5, tags: ['solved'], comment: '很好' });
    const { html } = await core.transcriptFor({ cubeUid: v.cubeUid }, sessionId, {
      locale: 'zh',
      timeZone: 'Asia/Shanghai',
    });
    expect(html).toContain('访客评价：5 星 · 问题已解决 · 很好');
  });
});

describe('a rating’s checks', () => {
  it('takes 1 to 5 stars and the catalogue’s tags, each kept once', () => {
    expect(normaliseRating({ score: 5, tags: ['fast', 'solved', 'fast'] }, 0).tags).toEqual([
      'solved',
      'fast',
    ]);
    expect(() => normaliseRating({ score: 0, tags: [] }, 0)).toThrow(CoreError);
    expect(() => normaliseRating({ score: 6, tags: [] }, 0)).toThrow(CoreError);
    expect(() => normaliseRating({ score: 2.5, tags: [] }, 0)).toThrow(CoreError);
    expect(() => normaliseRating({ score: 5, tags: ['bribe'] }, 0)).toThrow(CoreError);
  });

  it(`keeps a comment of at most ${RATING_COMMENT_MAX} characters, and drops an empty one`, () => {
    expect(RATING_COMMENT_MAX).toBe(500);
    expect(
      normaliseRating({ score: 5, tags: [], comment: 'x'.repeat(500) }, 0).comment,
    ).toHaveLength(500);
    expect(() => normaliseRating({ score: 5, tags: [], comment: 'x'.repeat(501) }, 0)).toThrow(
      CoreError,
    );
    expect(normaliseRating({ score: 5, tags: [], comment: '   ' }, 0)).not.toHaveProperty(
      'comment',
    );
  });

  it('offers praise from four stars up and complaints below', () => {
    expect(ratingTagsFor(5)).toEqual(['solved', 'fast', 'friendly', 'professional']);
    expect(ratingTagsFor(4)).toEqual(['solved', 'fast', 'friendly', 'professional']);
    expect(ratingTagsFor(3)).toEqual(['not_solved', 'slow', 'unclear']);
    expect(ratingTagsFor(1)).toEqual(['not_solved', 'slow', 'unclear']);
  });
});
