import type { Hono } from 'hono';
import { ownApi, unifiedLoginApi, userCenterApi, workOrderApi } from '@/lib/contract';
import { imSignature, refused, unauthorized, type WebchatCore } from '../core';
import { messageDraft } from '../wire/requests';
import { toHistorical } from '../wire/messages';
import { wireQueue } from '../wire/frames';
import * as view from '../wire/views';
import type { SignInGuard } from './app';
import { CODE_LIMITS } from './login-throttle';
import { route, transcriptOptions } from './route';
import { createSendLimit } from './send-limit';

/** SPEC §7 own API for visitors, the user center and the unified login, over the core. */
export function visitorRoutes(app: Hono, core: WebchatCore, guard: SignInGuard) {
  const me = (token: string | undefined) => core.visitorByToken(token);
  const sendLimit = createSendLimit();

  route(app, ownApi.login, async ({ body, c }) => {
    const account = body.phone ?? body.email ?? '';
    const visitor = await guard.throttle.attempt(`visitor:${account}`, guard.address(c), () =>
      core.loginVisitor(body, c.req.query('project_id')),
    );
    return view.loginResult(visitor);
  });
  route(app, ownApi.loginAnon, ({ c }) =>
    view.loginResult(core.loginAnon(c.req.query('project_id'))),
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
  route(app, ownApi.userSig, ({ token }) => {
    const visitor = me(token);
    return view.userSig(visitor, imSignature(visitor.token));
  });
  route(app, ownApi.userInfo, ({ token }) => view.userInfo(me(token)));
  route(app, ownApi.robotStart, ({ token, locale }) => {
    const started = core.robotStart(me(token), locale);
    return {
      session_id: started.sessionId,
      robot_name: started.robotName,
      ...(started.greeting !== undefined && { greeting: started.greeting }),
    };
  });
  route(app, ownApi.robotClose, ({ token }) => core.robotClose(me(token)));
  route(app, ownApi.selectBigQueue, ({ body }) =>
    wireQueue(core.selectBigQueue(me(body.token), body.queue_code, body.pathway)),
  );
  route(app, ownApi.selectPersonal, ({ body }) =>
    wireQueue(
      core.selectPersonal(me(body.token), body.queue_code, body.engineer_code, body.pathway),
    ),
  );
  route(app, ownApi.productLines, ({ locale }) => core.productLines(locale).map(view.productLine));
  route(app, ownApi.engineerList, ({ query }) =>
    core.engineersOf(query.skill).map(view.engineerOfSkill(query.skill)),
  );
  route(app, ownApi.send, ({ body, token, locale }) => {
    const visitor = me(token ?? body.token);
    sendLimit.take(visitor.cubeUid);
    const message = core.sendFromVisitor(visitor, messageDraft(body.message_body), locale);
    return { messageID: message.id, seq: message.seq };
  });
  route(app, ownApi.sessionList, ({ token, query }) =>
    core.sessionList(me(token), query?.page, query?.size).map(view.sessionSummary),
  );
  route(app, ownApi.transcriptFile, ({ token, query, params, locale, c }) =>
    core.transcriptFor(
      { cubeUid: me(token).cubeUid },
      params.id ?? '',
      transcriptOptions(c, locale, query?.tz),
    ),
  );
  route(app, ownApi.transcriptEmail, ({ token, body, locale, c }) => {
    const visitor = me(token);
    sendLimit.take(visitor.cubeUid);
    const mail = core.mailTranscript(
      visitor,
      { sessionId: body.session_id, email: body.email },
      transcriptOptions(c, locale, body.tz),
    );
    return { mail_id: mail.id, status: 'queued' as const };
  });
  route(app, ownApi.sessionMessages, ({ token, query, params }) => {
    const page = core.sessionMessages(me(token), params.id ?? '', query ?? {});
    return { data: page.messages.map(toHistorical), has_more: page.hasMore };
  });
  route(app, ownApi.currentStatus, ({ token }) =>
    view.currentStatus(core.currentStatus(me(token))),
  );
  route(app, ownApi.personalStatus, ({ token, body }) => {
    const engineer = core.engineerByToken(token);
    return { status: core.setEngineerStatus(engineer.code, body.status).status };
  });
  route(app, ownApi.userClose, ({ token, query }) => core.userClose(me(token), query.session_id));
  route(app, ownApi.company, ({ c, locale }) =>
    view.company(core.project(c.req.query('project_id'), locale)),
  );
  route(app, ownApi.maintenance, () => core.maintenance());
  route(app, ownApi.onlineEngineer, ({ query }) => ({
    online: core.onlineEngineers(query.skill),
  }));
  route(app, ownApi.awaitUserNumber, () => ({ count: core.awaitUserNumber() }));
  route(app, ownApi.goodRelation, ({ query }) => view.product(core.goodRelation(query.mark_id)));
  route(app, ownApi.customerRules, ({ c }) =>
    view.customerRules(core.project(c.req.query('project_id'))),
  );
  route(app, ownApi.articleList, ({ query, locale }) =>
    core.articleList(query?.project_id, query?.keyword, locale).map(view.articleSummary),
  );
  route(app, ownApi.articleContent, ({ query }) => view.article(core.articleContent(query.id)));
  route(app, ownApi.fastEntries, ({ locale }) => core.fastEntries(locale).map(view.fastEntry));
  route(app, ownApi.ticketList, ({ token }) => core.tickets(me(token)).map(view.ticket));
  route(app, ownApi.videoSetting, () => view.videoSetting(core.videoSetting()));
  route(app, workOrderApi.create, ({ token, body }) =>
    view.ticketCreated(
      core.createTicket(me(token), {
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
  route(app, unifiedLoginApi.login, ({ body, c }) => {
    const existing = body.token ? core.ctx.store.visitors.findByToken(body.token) : undefined;
    if (existing) return view.loginResult(existing);
    return view.loginResult(
      core.loginVisitor(
        { email: `${body.lenovo_id}@id.example`, code: '123456' },
        c.req.query('project_id'),
      ),
    );
  });
}
