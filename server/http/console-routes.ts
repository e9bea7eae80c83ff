import type { Hono } from 'hono';
import { consoleApi } from '@/lib/contract';
import { imSignature, type WebchatCore } from '../core';
import { toHistorical } from '../wire/messages';
import { messageDraft } from '../wire/requests';
import * as view from '../wire/views';
import { leftMessage } from '../wire/leave-message-views';
import type { AbuseCaps } from './abuse-limits';
import type { SignInGuard } from './sign-in-guard';
import { route, transcriptOptions } from './route';
import type { SendLimit } from './send-limit';

/** The engineer console's calls (designed; not shown in SPEC). */
export function consoleRoutes(
  app: Hono,
  core: WebchatCore,
  guard: SignInGuard,
  sendLimit: SendLimit,
  caps: AbuseCaps,
) {
  const me = (token: string | undefined) => core.engineerByToken(token);

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
  route(app, consoleApi.status, async ({ token, body }) => ({
    status: (await core.setEngineerStatus((await me(token)).code, body.status)).status,
  }));
  route(app, consoleApi.logout, async ({ token }) => {
    await core.engineerLogout((await me(token)).code);
    return null;
  });
  route(app, consoleApi.waiting, async ({ token }) =>
    (await core.waiting((await me(token)).code)).map(view.waitingVisitor),
  );
  route(app, consoleApi.sessions, async ({ token }) =>
    (await core.activeSessions((await me(token)).code)).map(view.consoleSession),
  );
  // Only to the visitor's own phone in a live session; SMS_PER_ENGINEER_PER_DAY a day (#37).
  route(app, consoleApi.sms, async ({ token, body }) => {
    const engineer = (await me(token)).code;
    const sms = await core.sendSms(
      engineer,
      { sessionId: body.session_id, phone: body.phone, text: body.text },
      () => caps.sms.take(engineer),
    );
    return view.smsQueued(sms);
  });
  route(app, consoleApi.visitor, async ({ token, params }) => {
    const profile = await core.visitorProfile((await me(token)).code, params.cube_uid ?? '');
    return {
      cube_uid: profile.visitor.cubeUid,
      ...view.userInfo(profile.visitor),
      ...(profile.visitor.externalId && { verified_user_id: profile.visitor.externalId }),
      sessions: profile.sessions.map(view.sessionSummary),
      tickets: profile.tickets.map(view.ticket),
    };
  });
  route(app, consoleApi.accept, async ({ token, body }) =>
    view.consoleSession(await core.accept((await me(token)).code, body.session_id)),
  );
  route(app, consoleApi.send, async ({ token, body }) => {
    const engineer = (await me(token)).code;
    await sendLimit.take(engineer);
    const message = await core.sendFromEngineer(engineer, body.session_id, messageDraft(body));
    return { messageID: message.id, seq: message.seq };
  });
  route(app, consoleApi.leftMessages, async ({ token, query }) =>
    (await core.leftMessages((await me(token)).code, query?.state)).map(leftMessage),
  );
  route(app, consoleApi.handleLeftMessage, async ({ token, params }) =>
    leftMessage(await core.handleLeftMessage((await me(token)).code, params.no ?? '')),
  );
  route(app, consoleApi.close, async ({ token, body }) =>
    core.closeByEngineer((await me(token)).code, body.session_id),
  );
  route(app, consoleApi.requestRating, async ({ token, body }) => {
    await core.requestRating((await me(token)).code, body.session_id);
  });
  route(app, consoleApi.typing, async ({ token, body }) =>
    core.engineerTyping(await me(token), body.session_id, body.typing),
  );
  route(app, consoleApi.transcriptFile, async ({ token, params, query, locale, c }) =>
    core.transcriptFor(
      { engineerCode: (await me(token)).code },
      params.id ?? '',
      transcriptOptions(c, locale, query?.tz),
    ),
  );
  route(app, consoleApi.transcript, async ({ token, params }) => {
    const page = await core.sessionMessages(
      { engineerCode: (await me(token)).code },
      params.id ?? '',
      {
        size: 200,
      },
    );
    return { data: page.messages.map(toHistorical), has_more: page.hasMore };
  });
}
