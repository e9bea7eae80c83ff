import type { CoreContext } from './context';
import { projectOf } from './accounts';
import { projectOpenness } from './availability';
import { CoreError } from './errors';
import { preChatAnswers } from './pre-chat';
import type { PreChatAnswers, Project, Session, Visitor } from './types';

/** What a transfer to a person checks before the visitor joins a queue (#17 item 3). */

/** What a visitor sends with a transfer besides the queue (#17 item 3's pre-chat answers). */
export interface TransferOptions {
  preChat?: PreChatAnswers;
  /**
   * The client address the transfer came from (the HTTP layer's SignInGuard.address): at most
   * CoreConfig.queuedPerAddress visitors of one address wait at once. None: not counted.
   */
  address?: string;
}

/** How many of a visitor's past sessions are searched for the pre-chat answers they gave. */
export const PRE_CHAT_MEMORY_SESSIONS = 20;

/** The answers the visitor gave with their latest transfer that had some. */
async function earlierAnswers(ctx: CoreContext, visitor: Visitor) {
  const past = await ctx.store.sessions.historyOf(visitor.cubeUid, 0, PRE_CHAT_MEMORY_SESSIONS);
  return past.find((s) => s.preChat)?.preChat;
}

/**
 * Refuses a transfer outside the project's hours as a queue nobody serves is refused (SPEC's 1001
 * warning), with its own reason: the widget offers a left message instead. Returns the project.
 */
export async function assertOpen(ctx: CoreContext, visitor: Visitor): Promise<Project | undefined> {
  const project = await projectOf(ctx, visitor.projectId);
  if (!projectOpenness(project, ctx.clock.now()).open)
    throw new CoreError(
      200,
      '当前为非服务时间，您可以留言，我们会尽快联系您',
      { code: 'out_of_hours' },
      1001,
    );
  return project;
}

/** The visitor's pre-chat answers, checked against the project's form, as the session keeps them. */
export async function admittedAnswers(
  ctx: CoreContext,
  project: Project | undefined,
  visitor: Visitor,
  options: TransferOptions,
): Promise<Partial<Session>> {
  // The form is asked before the first transfer: a later one without answers keeps the last given.
  const given = options.preChat ?? (await earlierAnswers(ctx, visitor));
  const preChat = await preChatAnswers(ctx, project, given);
  return preChat ? { preChat } : {};
}
