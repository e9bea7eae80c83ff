import type { Hono } from 'hono';
import { consoleApi } from '@/lib/contract';
import { imSignature, type WebchatCore } from '../core';
import { toHistorical } from '../wire/messages';
import { messageDraft } from '../wire/requests';
import * as view from '../wire/views';
import type { SignInGuard } from './app';
import { route, transcriptOptions } from './route';
import { createSendLimit } from './send-limit';

/** The engineer console's calls (designed; not shown in SPEC). */
export function consoleRoutes(app: Hono, core: WebchatCore, guard: SignInGuard) {
  const me = (token: string | undefined) => core.engineerByToken(token);
  const sendLimit = createSendLimit();

  route(app, consoleApi.login, async ({ body, c }) => {
    const engineer = await guard.throttle.attempt(
      `engineer:${body.account}`,
      guard.address(c),
      () => core.engineerLogin(body.account, body.password),
    );
    const token = engineer.token ?? '';
    // The IM signature, as ucenter/userSig gives visitors theirs (the scheme stays the server's).
    return {
      token,
      userSig: imSignature(token),
      engineer: view.engineer(engineer),
      status: engineer.status,
    };
  });
  route(app, consoleApi.status, ({ token, body }) => ({
    status: core.setEngineerStatus(me(token).code, body.status).status,
  }));
  route(app, consoleApi.logout, ({ token }) => {
    core.engineerLogout(me(token).code);
    return null;
  });
  route(app, consoleApi.waiting, ({ token }) =>
    core.waiting(me(token).code).map(view.waitingVisitor),
  );
  route(app, consoleApi.sessions, ({ token }) =>
    core.activeSessions(me(token).code).map(view.consoleSession),
  );
  route(app, consoleApi.sms, ({ token, body }) => {
    const sms = core.sendSms(me(token).code, {
      sessionId: body.session_id,
      phone: body.phone,
      text: body.text,
    });
    return view.smsQueued(sms);
  });
  route(app, consoleApi.visitor, ({ token, params }) => {
    const profile = core.visitorProfile(me(token).code, params.cube_uid ?? '');
    return {
      cube_uid: profile.visitor.cubeUid,
      ...view.userInfo(profile.visitor),
      ...(profile.visitor.externalId && { verified_user_id: profile.visitor.externalId }),
      sessions: profile.sessions.map(view.sessionSummary),
      tickets: profile.tickets.map(view.ticket),
    };
  });
  route(app, consoleApi.accept, ({ token, body }) =>
    view.consoleSession(core.accept(me(token).code, body.session_id)),
  );
  route(app, consoleApi.send, ({ token, body }) => {
    const engineer = me(token).code;
    sendLimit.take(engineer);
    const message = core.sendFromEngineer(engineer, body.session_id, messageDraft(body));
    return { messageID: message.id, seq: message.seq };
  });
  route(app, consoleApi.close, ({ token, body }) =>
    core.closeByEngineer(me(token).code, body.session_id),
  );
  route(app, consoleApi.typing, ({ token, body }) =>
    core.engineerTyping(me(token), body.session_id, body.typing),
  );
  route(app, consoleApi.transcriptFile, ({ token, params, query, locale, c }) =>
    core.transcriptFor(
      { engineerCode: me(token).code },
      params.id ?? '',
      transcriptOptions(c, locale, query?.tz),
    ),
  );
  route(app, consoleApi.transcript, ({ token, params }) => {
    const page = core.sessionMessages({ engineerCode: me(token).code }, params.id ?? '', {
      size: 200,
    });
    return { data: page.messages.map(toHistorical), has_more: page.hasMore };
  });
}
