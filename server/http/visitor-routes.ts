import type { Hono } from 'hono';
import { ownApi, unifiedLoginApi, userCenterApi, workOrderApi } from '@/lib/contract';
import { imSignature, refused, unauthorized, type WebchatCore } from '../core';
import { messageDraft } from '../wire/requests';
import { toHistorical } from '../wire/messages';
import { wireQueue } from '../wire/frames';
import * as view from '../wire/views';
import * as leaveMessageView from '../wire/leave-message-views';
import type { AbuseCaps } from './abuse-limits';
import type { SignInGuard } from './app';
import { CODE_LIMITS } from './login-throttle';
import { route, transcriptOptions } from './route';
import type { SendLimit } from './send-limit';

/** SPEC §7 own API for visitors, the user center and the unified login, over the core. */
export function visitorRoutes(
  app: Hono,
  core: WebchatCore,
  guard: SignInGuard,
  sendLimit: SendLimit,
  caps: AbuseCaps,
) {
  const me = (token: string | undefined) => core.visitorByToken(token);

  route(app, ownApi.login, async ({ body, c }) => {
    const account = body.phone ?? body.email ?? '';
    const visitor = await guard.throttle.attempt(`visitor:${account}`, guard.address(c), () =>
      core.loginVisitor(body, c.req.query('project_id')),
    );
    return view.loginResult(visitor);
  });
  route(app, ownApi.loginAnon, async ({ c }) =>
    view.loginResult(await core.loginAnon(c.req.query('project_id'))),
  );
  // A hash that does not match counts against the address. Not against the site's user alone: a
  // 256-bit HMAC is not guessed, and a per-user count would let anyone lock any user out.
  route(app, ownApi.loginIdentified, async ({ body, c }) => {
    const project = c.req.query('project_id');
    const address = guard.address(c);
    const visitor = await guard.throttle.attempt(
      `identity:${address}:${project ?? ''}:${body.user_id}`,
      address,
      () =>
        core.loginIdentified(
          { userId: body.user_id, userHash: body.user_hash, name: body.name, email: body.email },
          project,
        ),
    );
    return view.loginResult(visitor);
  });
  route(app, ownApi.userSig, async ({ token }) => {
    const visitor = await me(token);
    return view.userSig(visitor, imSignature(visitor.token));
  });
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

  // The user center (a separate host in production; the mocks answer it too).
  route(app, userCenterApi.login, ({ body, c }) =>
    guard.throttle.attempt(`ucenter:${body.account}`, guard.address(c), () => {
      if (body.password.length < 6)
        throw refused(401, '账号或密码错误', { code: 'wrong_password' });
      return { lenovo_id: `lid-${body.account}`, st: `st-${body.account}`, nickname: body.account };
    }),
  );
  route(app, userCenterApi.quick, ({ body, c }) =>
    guard.throttle.attempt(`ucenter:${body.account}`, guard.address(c), () => {
      if (!/^\d{6}$/.test(body.code) || body.code === '000000') throw unauthorized();
      return { lenovo_id: `lid-${body.account}`, st: `st-${body.account}`, nickname: body.account };
    }),
  );
  route(app, userCenterApi.sendCode, ({ params, c }) => {
    guard.codes.take(params.code ?? '', guard.address(c));
    return { resend_after: CODE_LIMITS.resendMs / 1000 };
  });
  route(app, userCenterApi.status, ({ body }) => ({
    logged_in: Boolean(body.st),
    lenovo_id: body.st ? `lid-${body.st.replace(/^st-/, '')}` : undefined,
  }));
  route(app, unifiedLoginApi.identity, ({ body }) => ({
    IdentityInfo: { AccountID: `lid-${body.st.replace(/^st-/, '')}` },
  }));
  route(app, unifiedLoginApi.login, async ({ body, c }) => {
    const existing = body.token ? await core.ctx.store.visitors.findByToken(body.token) : undefined;
    if (existing) return view.loginResult(existing);
    return view.loginResult(
      await core.loginVisitor(
        { email: `${body.lenovo_id}@id.example`, code: '123456' },
        c.req.query('project_id'),
      ),
    );
  });
}
