import type { CoreKit } from './kit';
import * as leftMessages from '../leave-message';
import { availability } from '../availability';
import { relayAccount } from '../calls';
import { iceServersFor } from '../ice-servers';
import * as content from '../content';
import { listProjects } from '../projects';
import type { Locale } from '../locale';
import type { Visitor } from '../types';

/** What a centre shows: projects, product lines, availability, left messages, tickets. */
export function contentCalls({ ctx, unit, options }: CoreKit) {
  return {
    project: unit(async (ctx, projectId?: string, locale?: Locale) =>
      content.project(ctx, projectId, locale),
    ),
    maintenance: unit(async (ctx) => content.maintenance(ctx)),
    setMaintenance: unit(async (ctx, enabled: boolean, message?: string) =>
      content.setMaintenance(ctx, enabled, message),
    ),
    productLines: unit(async (ctx, locale?: Locale) => content.productLines(ctx, locale)),
    engineersOf: unit(async (ctx, skill: string) => content.engineersOf(ctx, skill)),
    /** Whether a transfer now would be served: hours and engineers (#17 item 3). */
    availability: unit(async (ctx, projectId: string | undefined, skill: string) =>
      availability(ctx, projectId, skill),
    ),
    /** A message left when nobody can answer becomes a ticket; numbers are counted in turn. */
    /** `admit`: the host's caps per visitor and address, counted once the message is valid. */
    leaveMessage: (
      v: Visitor,
      input: leftMessages.LeftMessageInput,
      admit?: () => void | Promise<void>,
    ) => ctx.unit((c) => leftMessages.leaveMessage(c, v, input, admit), { turns: 'tickets' }),
    awaitUserNumber: unit(async (ctx) => content.awaitUserNumber(ctx)),
    currentStatus: unit(async (ctx, v: Visitor) => content.currentStatus(ctx, v)),
    goodRelation: unit(async (ctx, markId: string) => content.goodRelation(ctx, markId)),
    articleList: unit(async (ctx, projectId?: string, keyword?: string, locale?: Locale) =>
      content.articleList(ctx, projectId, keyword, locale),
    ),
    articleContent: unit(async (ctx, id: string) => content.articleContent(ctx, id)),
    fastEntries: unit(async (ctx, locale?: Locale) => content.fastEntries(ctx, locale)),
    tickets: unit(async (ctx, v: Visitor) => content.tickets(ctx, v)),
    createTicket: unit(async (ctx, v: Visitor, order: content.WorkOrder) =>
      content.createTicket(ctx, v, order),
    ),
    /**
     * Calling hours, and the ICE servers for the caller behind `token`: TURN only for an
     * engineer or a visitor an engineer serves now (calls.ts relayAccount).
     */
    videoSetting: async (token?: string) => {
      const setting = await ctx.unit(async (c) => content.videoSetting(c));
      const account = token ? await ctx.unit((c) => relayAccount(c, token)) : undefined;
      const iceServers = await iceServersFor(options.ice, account, ctx.clock.now());
      return { ...setting, iceServers };
    },
    projects: unit(async (ctx, locale?: Locale) => listProjects(ctx, locale)),
  };
}
