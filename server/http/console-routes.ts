import type { Hono } from 'hono';
import { consoleApi } from '@/lib/contract';
import type { WebchatCore } from '../core';
import { route } from './route';
import { createSendLimit } from './send-limit';

/** The engineer console's calls (designed; not shown in SPEC). */
export function consoleRoutes(app: Hono, core: WebchatCore) {
  const me = (token: string | undefined) => core.engineerByToken(token);
  const sendLimit = createSendLimit();
  const view = (e: ReturnType<typeof me>) => ({
    engineer_code: e.code,
    engineer_name: e.name,
    engineer_nickname: e.nickname,
    engineer_img: e.avatar,
  });

  route(app, consoleApi.login, ({ body }) => {
    const engineer = core.engineerLogin(body.account, body.password);
    const token = engineer.token ?? '';
    // The IM signature, as ucenter/userSig gives visitors theirs (the scheme stays the server's).
    return { token, userSig: `sig.${token}`, engineer: view(engineer), status: engineer.status };
  });
  route(app, consoleApi.status, ({ token, body }) => ({
    status: core.setEngineerStatus(me(token).code, body.status).status,
  }));
  route(app, consoleApi.waiting, ({ token }) => core.waiting(me(token).code));
  route(app, consoleApi.sessions, ({ token }) => core.activeSessions(me(token).code));
  route(app, consoleApi.sms, ({ token, body }) => core.sendSms(me(token).code, body));
  route(app, consoleApi.visitor, ({ token, params }) =>
    core.visitorProfile(me(token).code, params.cube_uid ?? ''),
  );
  route(app, consoleApi.accept, ({ token, body }) => core.accept(me(token).code, body.session_id));
  route(app, consoleApi.send, ({ token, body }) => {
    const engineer = me(token).code;
    sendLimit.take(engineer);
    const message = core.sendFromEngineer(engineer, body);
    return { messageID: message.id, seq: message.seq };
  });
  route(app, consoleApi.close, ({ token, body }) =>
    core.closeByEngineer(me(token).code, body.session_id),
  );
  route(app, consoleApi.typing, ({ token, body }) =>
    core.typing(me(token).code, body.session_id, body.typing),
  );
  route(app, consoleApi.transcript, ({ token, params }) =>
    core.sessionMessages({ engineerCode: me(token).code }, params.id ?? '', { size: 200 }),
  );
}
