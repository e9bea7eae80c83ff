import { consoleApi, ownApi, reviewApi } from '@/lib/contract';
import { contractCase } from '../support/define';
import { notice, startChat } from '../support/flows';

/** #17 item 1: the engineer asks, the visitor rates once, and every reader sees the rating. */
export const ratingCases = [
  contractCase(
    'rating: the engineer asks once, the visitor rates once, both hear it; history and review show it',
    [
      consoleApi.requestRating,
      ownApi.rateSession,
      ownApi.sessionList,
      consoleApi.close,
      reviewApi.sessions,
    ],
    async (t) => {
      const chat = await startChat(t);
      const rate = {
        session_id: chat.sessionId,
        score: 4,
        tags: ['solved' as const, 'fast' as const],
      };
      // Still going and nobody asked: not yet.
      const early = await t.failure(chat.visitor.api.call(ownApi.rateSession, { body: rate }));
      expect(early).toMatchObject({ status: 409 });

      await chat.engineer.api.call(consoleApi.requestRating, {
        body: { session_id: chat.sessionId },
      });
      const asked = await chat.visitorIm.next('NOTIFY', notice('RatingRequest'));
      const again = await t.failure(
        chat.engineer.api.call(consoleApi.requestRating, { body: { session_id: chat.sessionId } }),
      );
      expect(again).toMatchObject({ status: 409 });

      const given = await chat.visitor.api.call(ownApi.rateSession, {
        body: { ...rate, comment: '  很快解决了 <b>谢谢</b> ' },
      });
      expect(given.rating).toMatchObject({
        score: 4,
        tags: ['solved', 'fast'],
        comment: '很快解决了 <b>谢谢</b>',
      });
      const heard = await chat.engineerIm.next('NOTIFY', notice('Rated'));
      const twice = await t.failure(chat.visitor.api.call(ownApi.rateSession, { body: rate }));
      expect(twice).toMatchObject({ status: 409 });
      const stranger = await t.visitor();
      const others = await t.failure(stranger.api.call(ownApi.rateSession, { body: rate }));
      expect(others.status).toBe(404);
      const badScore = await t.raw('POST', '/api/csc/session/c/rate', {
        query: { token: chat.visitor.token },
        body: { ...rate, score: 6 },
      });
      expect(badScore.status).toBe(400);

      await chat.engineer.api.call(consoleApi.close, { body: { session_id: chat.sessionId } });
      const history = await chat.visitor.api.call(ownApi.sessionList);
      const row = history.find((s) => s.id === chat.sessionId);
      expect(row?.rating?.score).toBe(4);
      expect(row?.rateable).toBeUndefined();
      const supervisor = await t.supervisor('wang');
      const review = await supervisor.api.call(reviewApi.sessions, { query: {} });
      const reviewed = review.items.find((s) => s.id === chat.sessionId);
      expect(reviewed?.rating).toMatchObject({ score: 4, tags: ['solved', 'fast'] });

      const { rated_at: _at, ...stable } = given.rating;
      t.record('too early', early);
      t.record('asked', asked.message.MessageBody.Body.Type);
      t.record('asked again', again);
      t.record('rating', stable);
      t.record('engineer hears', heard.message.MessageBody.notice);
      t.record('rated twice', twice);
      t.record('another visitor', others);
      t.record('score 6', badScore.status);
      t.record('history', { rating: row?.rating?.score, rateable: row?.rateable ?? null });
      t.record('review', reviewed?.rating?.tags);
    },
  ),
];
