import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createApiClient } from '@/lib/api-client';
import { RATING_COMMENT_MAX } from '@/lib/contract';
import { mockBackend } from '@/mocks/backend';
import { renderWithTheme } from '@/testing/render';
import { HistoryDialog } from './history-dialog';
import { RatingCard } from './rating-card';
import { ratingPrompts } from '../model/rating-prompts';
import { useVisitorStore } from '../model/visitor-store';

vi.setConfig({ testTimeout: 20_000 });
const slow = { timeout: 8000 };

/** A visitor 王工程师 (E1001) served; the engineer ended it. */
async function servedAndEnded() {
  const { core } = mockBackend();
  const { token } = await core.loginAnon();
  const visitor = await core.visitorByToken(token);
  const { sessionId } = await core.selectPersonal(visitor, 'NB', 'E1001', 'webchat');
  await core.accept('E1001', sessionId);
  await core.sendFromVisitor(visitor, { kind: 'Text', text: '电脑开不了机' });
  await core.closeByEngineer('E1001', sessionId);
  const api = createApiClient({ getToken: () => token });
  return { core, api, sessionId: sessionId!, visitor };
}

describe('the rating card (#17 item 1)', () => {
  it('rates with stars, the tags that fit and a comment; the server keeps it and the card goes', async () => {
    const { core, api, sessionId, visitor } = await servedAndEnded();
    ratingPrompts.ask({ sessionId, engineerName: '王工程师' });
    renderWithTheme(<RatingCard api={api} prompt={useVisitorStore.getState().ratingPrompt!} />);
    const card = screen.getByRole('region', { name: '请为 王工程师 的服务评分' });
    const stars = within(card).getByRole('group', { name: '满意度' });
    expect(within(stars).getAllByRole('radio')).toHaveLength(5);
    // Sending without a score is refused here, before the server.
    await userEvent.click(within(card).getByRole('button', { name: '提交评价' }));
    expect(within(card).getByText('请先选择满意度')).toBeVisible();

    // Low scores offer complaints; four stars and up, praise (a complaint ticked goes).
    await userEvent.click(within(stars).getByRole('radio', { name: '一般' }));
    await userEvent.click(within(card).getByRole('checkbox', { name: '回复太慢' }));
    await userEvent.click(within(stars).getByRole('radio', { name: '满意' }));
    expect(within(card).queryByRole('checkbox', { name: '回复太慢' })).toBeNull();
    await userEvent.click(within(card).getByRole('checkbox', { name: '问题已解决' }));
    await userEvent.click(within(card).getByRole('checkbox', { name: '态度友好' }));
    const comment = within(card).getByRole('textbox', { name: '补充说明（选填）' });
    expect(comment).toHaveAttribute('maxLength', String(RATING_COMMENT_MAX));
    await userEvent.type(comment, '很耐心 <b>谢谢</b>');
    expect(within(card).getByText(`13/${RATING_COMMENT_MAX}`)).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: '提交评价' }));

    await waitFor(() => expect(useVisitorStore.getState().ratingPrompt).toBeUndefined(), slow);
    const [summary] = await core.sessionList(visitor);
    expect(summary?.session.rating).toMatchObject({
      score: 4,
      tags: ['solved', 'friendly'],
      comment: '很耐心 <b>谢谢</b>',
    });
  });

  it('is skipped, and the same conversation is not asked about again on this page', async () => {
    const { api, sessionId } = await servedAndEnded();
    ratingPrompts.ask({ sessionId, engineerName: '王工程师' });
    renderWithTheme(<RatingCard api={api} prompt={useVisitorStore.getState().ratingPrompt!} />);
    await userEvent.click(screen.getByRole('button', { name: '跳过' }));
    expect(useVisitorStore.getState().ratingPrompt).toBeUndefined();
    act(() => ratingPrompts.ask({ sessionId, engineerName: '王工程师' }));
    expect(useVisitorStore.getState().ratingPrompt).toBeUndefined();
  });

  it('says why the server refused (rated already on another device)', async () => {
    const { core, api, sessionId, visitor } = await servedAndEnded();
    await core.rateSession(visitor, sessionId, { score: 5, tags: [] });
    ratingPrompts.ask({ sessionId, engineerName: '王工程师' });
    renderWithTheme(<RatingCard api={api} prompt={useVisitorStore.getState().ratingPrompt!} />);
    await userEvent.click(screen.getByRole('radio', { name: '非常满意' }));
    await userEvent.click(screen.getByRole('button', { name: '提交评价' }));
    expect(await screen.findByText('该会话已评价，感谢您的反馈', undefined, slow)).toBeVisible();
    // The card is not asked for again: the prompt is answered.
    expect(useVisitorStore.getState().ratingPrompt).toBeUndefined();
  });
});

describe('rating from the history (#17 item 1)', () => {
  it('offers the form for a conversation not rated yet, then shows the stars given', async () => {
    const { api } = await servedAndEnded();
    renderWithTheme(<HistoryDialog api={api} open onOpenChange={() => undefined} />);
    const row = await screen.findByRole('button', { name: /待评价/ }, slow);
    await userEvent.click(row);
    const box = await screen.findByRole('region', { name: '评价本次服务' }, slow);
    await userEvent.click(within(box).getByRole('radio', { name: '非常满意' }));
    await userEvent.click(within(box).getByRole('checkbox', { name: '回复及时' }));
    await userEvent.click(within(box).getByRole('button', { name: '提交评价' }));
    const given = await screen.findByRole('region', { name: '您的评价' }, slow);
    expect(given).toHaveTextContent('5 星（非常满意）');
    // The conversation itself now has the rating as its last line.
    expect(await screen.findByText(/服务评价：5 星/, undefined, slow)).toBeVisible();
  });
});
