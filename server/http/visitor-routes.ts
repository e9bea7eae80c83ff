import type { Hono } from 'hono';
import { ownApi, workOrderApi } from '@/lib/contract';
import type { WebchatCore } from '../core';
import { messageDraft } from '../wire/requests';
import { toHistorical } from '../wire/messages';
import { wireQueue } from '../wire/frames';
import * as view from '../wire/views';
import * as leaveMessageView from '../wire/leave-message-views';
import type { AbuseCaps } from './abuse-limits';
import type { SignInGuard } from './sign-in-guard';
import { route, transcriptOptions } from './route';
import type { SendLimit } from './send-limit';

/** SPEC §7 own API for signed-in visitors and the support centre's public content (sign-ins: sign-in-routes.ts). */
export function visitorRoutes(
  app: Hono,
  core: WebchatCore,
  guard: SignInGuard,
  sendLimit: SendLimit,
  caps: AbuseCaps,
) {
  const me = (token: string | undefined) => core.visitorByToken(token);

  route(app, ownApi.userInfo, async ({ token }) => view.userInfo(await me(token)));
  route(app, ownApi.robotStart, async ({ token, locale }) => {
    const started = await core.robotStart(await me(token), locale);
    return {
      session_id: started.sessionId,
      robot_name: started.robotName,
      ...(started.greeting !== undefined && { greeting: started.greeting }),
    };
  });
  route(app, ownApi.robotClose, async ({ token }) => core.robotClose(await me(token)));
  // The client's address: one address has at most QUEUED_PER_ADDRESS visitors waiting (#37).
  route(app, ownApi.selectBigQueue, async ({ body, c }) =>
    wireQueue(
      await core.selectBigQueue(await me(body.token), body.queue_code, body.pathway, {
        preChat: body.pre_chat,
        address: guard.address(c),
      }),
    ),
  );
  route(app, ownApi.selectPersonal, async ({ body, c }) =>
    wireQueue(
      await core.selectPersonal(
        await me(body.token),
        body.queue_code,
        body.engineer_code,
        body.pathway,
        { preChat: body.pre_chat, address: guard.address(c) },
      ),
    ),
  );
  route(app, ownApi.productLines, async ({ locale }) =>
    (await core.productLines(locale)).map(view.productLine),
  );
  route(app, ownApi.engineerList, async ({ query }) =>
    (await core.engineersOf(query.skill)).map(view.engineerOfSkill(query.skill)),
  );
  route(app, ownApi.send, async ({ body, token, locale }) => {
    const visitor = await me(token ?? body.token);
    await sendLimit.take(visitor.cubeUid);
    const message = await core.sendFromVisitor(visitor, messageDraft(body.message_body), locale);
    return { messageID: message.id, seq: message.seq };
  });
  route(app, ownApi.sessionList, async ({ token, query }) =>
    (await core.sessionList(await me(token), query?.page, query?.size)).map(view.sessionSummary),
  );
  route(app, ownApi.transcriptFile, async ({ token, query, params, locale, c }) =>
    core.transcriptFor(
      { cubeUid: (await me(token)).cubeUid },
      params.id ?? '',
      transcriptOptions(c, locale, query?.tz),
    ),
  );
  route(app, ownApi.transcriptEmail, async ({ token, body, locale, c }) => {
    const visitor = await me(token);
    await sendLimit.take(visitor.cubeUid);
    const mail = await core.mailTranscript(
      visitor,
      { sessionId: body.session_id, email: body.email },
      transcriptOptions(c, locale, body.tz),
    );
    return { mail_id: mail.id, status: 'queued' as const };
  });
  route(app, ownApi.rateSession, async ({ token, body }) => {
    const { session_id, ...rating } = body;
    return { rating: view.ratingView(await core.rateSession(await me(token), session_id, rating)) };
  });
  route(app, ownApi.sessionMessages, async ({ token, query, params }) => {
    const page = await core.sessionMessages(await me(token), params.id ?? '', query ?? {});
    return { data: page.messages.map(toHistorical), has_more: page.hasMore };
  });
  route(app, ownApi.currentStatus, async ({ token }) =>
    view.currentStatus(await core.currentStatus(await me(token))),
  );
  route(app, ownApi.personalStatus, async ({ token, body }) => {
    const engineer = await core.engineerByToken(token);
    return { status: (await core.setEngineerStatus(engineer.code, body.status)).status };
  });
  route(app, ownApi.userClose, async ({ token, query }) =>
    core.userClose(await me(token), query.session_id),
  );
  route(app, ownApi.company, async ({ c, locale }) => {
    const project = await core.project(c.req.query('project_id'), locale);
    return { ...view.company(project), ...leaveMessageView.projectForms(project) };
  });
  route(app, ownApi.maintenance, () => core.maintenance());
  route(app, ownApi.onlineEngineer, async ({ query }) =>
    leaveMessageView.availability(await core.availability(query.project_id, query.skill)),
  );
  route(app, ownApi.leaveMessage, async ({ token, body, c }) => {
    const visitor = await me(token);
    await sendLimit.take(visitor.cubeUid);
    const address = guard.address(c);
    const ticket = await core.leaveMessage(
      visitor,
      {
        queueCode: body.queue_code,
        name: body.name,
        phone: body.phone,
        email: body.email,
        message: body.message,
        attachments: body.attachments,
      },
      // Per visitor and per address (a new anonymous visitor each time is still one address).
      async () => {
        await caps.leaveByVisitor.take(visitor.cubeUid);
        await caps.leaveByAddress.take(address);
      },
    );
    return view.ticketCreated(ticket);
  });
  route(app, ownApi.awaitUserNumber, async () => ({ count: await core.awaitUserNumber() }));
  route(app, ownApi.goodRelation, async ({ query }) =>
    view.product(await core.goodRelation(query.mark_id)),
  );
  route(app, ownApi.customerRules, async ({ c }) =>
    view.customerRules(await core.project(c.req.query('project_id'))),
  );
  route(app, ownApi.articleList, async ({ query, locale }) =>
    (await core.articleList(query?.project_id, query?.keyword, locale)).map(view.articleSummary),
  );
  route(app, ownApi.articleContent, async ({ query }) =>
    view.article(await core.articleContent(query.id)),
  );
  route(app, ownApi.fastEntries, async ({ locale }) =>
    (await core.fastEntries(locale)).map(view.fastEntry),
  );
  route(app, ownApi.ticketList, async ({ token }) =>
    (await core.tickets(await me(token))).map(view.ticket),
  );
  // The caller's token (visitor or engineer) earns TURN credentials of their own; none without.
  route(app, ownApi.videoSetting, async ({ token }) =>
    view.videoSetting(await core.videoSetting(token)),
  );
  route(app, workOrderApi.create, async ({ token, body }) =>
    view.ticketCreated(
      await core.createTicket(await me(token), {
        productLine: body.product_line,
        serialNumber: body.serial_number,
        description: body.description,
        attachments: body.attachments,
      }),
    ),
  );
}
