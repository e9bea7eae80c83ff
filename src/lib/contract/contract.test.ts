import { consoleApi, workOrderApi } from './console-api';
import {
  CHAT_MESSAGE,
  clientFrame,
  IM_EVENTS,
  imUrl,
  outgoingEnvelope,
  REMINDER_ACCOUNT,
  serverFrame,
} from './im';
import { MESSAGE_MAX_LENGTH } from './limits';
import { ownApi } from './own-api';
import { unifiedLoginApi, userCenterApi } from './user-center-api';

const groups = [ownApi, userCenterApi, unifiedLoginApi, consoleApi, workOrderApi];
const allPaths = groups.flatMap((group) =>
  Object.values(group).map((e: { method: string; path: string }) => `${e.method} ${e.path}`),
);

describe('contract covers SPEC §7', () => {
  it.each([
    'POST /v2/login',
    'POST /v2/login/quick',
    'POST /v2/login/code/{code}',
    'POST /v2/login/status',
    'POST /api/csc/login',
    'POST /api/csc/login/anon',
    'GET /api/csc/ucenter/userSig',
    'GET /api/csc/ucenter/info',
    'GET /api/csc/robot/start',
    'GET /api/csc/robot/close',
    'POST /api/csc/queue/selectBigQueue',
    'POST /api/csc/queue/selectPersonal',
    'GET /api/csc/production/line/list',
    'GET /api/csc/queue/click/engineerList',
    'POST /api/csc/core/webchat/main',
    'GET /api/csc/session/c/sessionList',
    'GET /api/csc/session/c/messages/{id}',
    'GET /api/csc/ucenter/currentStatus',
    'POST /api/csc/queue/personnalStatus',
    'GET /api/csc/session/userclose',
    'GET /api/csc/webchat/company',
    'GET /api/csc/maintenance',
    'GET /api/csc/production/chek/onlineEngineer',
    'GET /api/csc/queue/awaitUserNumber',
    'POST /api/csc/upload/image',
    'POST /api/csc/upload/file',
    'GET /api/csc/good/relation',
    'GET /api/csc/ucenter/customer_rules',
    'GET /api/csc/webchat/clist',
    'GET /api/csc/webchat/get_article_content',
    'GET /api/csc/webchat/fast_entry_list',
    'GET /api/csc/webchat/getTicketList',
    'GET /cubevcaapi/csc/videoSetting/getVideoSetting',
    'POST /api/wb/case/up',
  ])('%s', (call) => {
    expect(allPaths).toContain(call);
  });

  it('has the unified login, spy-on, engineer and work-order groups', () => {
    expect(Object.keys(unifiedLoginApi)).toEqual(['identity', 'login']);
    expect(ownApi.spyOn.body?.safeParse({ content: 'x', to: 'E1', sessionId: 's' }).success).toBe(
      true,
    );
    expect(Object.keys(consoleApi)).toEqual(
      expect.arrayContaining(['login', 'status', 'waiting', 'accept', 'send', 'close', 'typing']),
    );
    expect(workOrderApi.create.path).toBe('/api/csc/webchat/createTicket');
  });

  it('marks currentStatus and personnalStatus as not checked, uploads and logins as long calls', () => {
    expect(ownApi.currentStatus.doNotCheck && ownApi.personalStatus.doNotCheck).toBe(true);
    expect([ownApi.uploadFile.timeout, ownApi.uploadImage.timeout]).toEqual(['upload', 'upload']);
    expect([ownApi.login.timeout, userCenterApi.login.timeout]).toEqual(['login', 'login']);
    expect(ownApi.company.timeout).toBe('api');
  });

  it('defaults the product-line accessName to webchat and the unified location to mbgService', () => {
    expect(ownApi.productLines.query?.parse({})).toEqual({ accessName: 'webchat' });
    expect(unifiedLoginApi.identity.body?.parse({ st: 'st-1', source: 'pc_web' })).toEqual({
      st: 'st-1',
      source: 'pc_web',
      location: 'mbgService',
    });
    expect(unifiedLoginApi.identity.body?.safeParse({ st: 'x', source: 'h5' }).success).toBe(false);
  });
});

describe('IM contract (SPEC §3, §4)', () => {
  it('caps a text message at 5000 characters on both the visitor and the engineer side', () => {
    expect(MESSAGE_MAX_LENGTH).toBe(5000);
    const text = (n: number) => 'a'.repeat(n);
    const send = (n: number) =>
      ownApi.send.body.safeParse({
        token: 't',
        message_body: { MsgType: 'text', Content: text(n), CreateTime: 1 },
      }).success;
    expect(send(MESSAGE_MAX_LENGTH)).toBe(true);
    expect(send(MESSAGE_MAX_LENGTH + 1)).toBe(false);
    const reply = (n: number) =>
      consoleApi.send.body.safeParse({ session_id: 's', MsgType: 'text', Content: text(n) })
        .success;
    expect(reply(MESSAGE_MAX_LENGTH)).toBe(true);
    expect(reply(MESSAGE_MAX_LENGTH + 1)).toBe(false);
  });

  it('lists the ten connection events', () => {
    expect(IM_EVENTS).toEqual([
      'MSG',
      'NOTIFY',
      'KICKOFF',
      'CONNECTRET',
      'RECONNECT',
      'UNKNOWN',
      'LOGOUT',
      'LOGIN',
      'USER_TRY_LOGIN',
      'READ',
    ]);
    expect(REMINDER_ACCOUNT).toBe('remind');
  });

  it('connects at {host}/chat with url, token and version hippo', () => {
    const url = new URL(imUrl('wss://im.example.com', 'tok', 'https://help.example.com/chatQueue'));
    expect(url.pathname).toBe('/chat');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      url: 'https://help.example.com/chatQueue',
      token: 'tok',
      version: 'hippo',
    });
  });

  it('accepts the outgoing envelope exactly as observed and rejects other routes', () => {
    const envelope = {
      MessageType: CHAT_MESSAGE,
      MessageBody: {
        SessionID: 's1',
        ChatRoute: 'webChat',
        ClientType: 'user',
        engineer_name: '客服',
        id: 'c1',
        SendTime: 1_763_700_000,
        avatar: '',
        Body: {
          Type: 'File',
          Content: {
            MediaUrl: '/f/a.pdf',
            FileName: 'a.pdf',
            FileSize: 12,
            FileType: 'pdf',
            gid: 'g',
          },
        },
      },
    };
    expect(outgoingEnvelope.safeParse(envelope).success).toBe(true);
    const wrongRoute = {
      ...envelope,
      MessageBody: { ...envelope.MessageBody, ChatRoute: 'wechat' },
    };
    expect(outgoingEnvelope.safeParse(wrongRoute).success).toBe(false);
  });

  it('parses server frames by type and refuses unknown ones', () => {
    const frame = {
      type: 'message',
      message: {
        MessageType: 'CC.Notification',
        MessageID: 'm1',
        fromAccount: 'system',
        MessageBody: { Body: { Type: 'CreateSession', Content: null }, SessionID: 's1' },
      },
    };
    expect(serverFrame.safeParse(frame).success).toBe(true);
    expect(serverFrame.safeParse({ type: 'eval', code: 'alert(1)' }).success).toBe(false);
    expect(clientFrame.safeParse({ type: 'resume', lastMessageId: 'm9' }).success).toBe(true);
  });
});
