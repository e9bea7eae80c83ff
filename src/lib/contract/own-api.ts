// Every call of SPEC §7 on our own API, in one table. Shapes SPEC does not show are designed
// here and marked "not shown"; the mocks and the reference server implement exactly these. The
// bodies the calls share live in own-api-shapes.ts.
import * as z from 'zod/mini';
import { get, post } from './endpoint';
import { ratingBody, sessionRating } from './rating';
import { leaveMessageBody } from './leave-message';
import { availability } from './service-hours';
import { iceServer } from './call';
import {
  companyInfo,
  engineerInfo,
  historicalMessage,
  loginResult,
  productLine,
  queueStatus,
  sessionHistoryItem,
  ticketItem,
  transcriptFile,
  transcriptQuery,
} from './entities';
import {
  str,
  optStr,
  optNum,
  projectQuery,
  queryNum,
  nothing,
  visitorLoginBody,
  identifyBody,
  emailAddress,
  selectBigQueueBody,
  selectPersonalBody,
  sendBody,
} from './own-api-shapes';

export const ownApi = {
  /** SPEC §7 POST /api/csc/login, the visitor login (phone or email with a code). */
  login: post('/api/csc/login', loginResult, {
    body: visitorLoginBody,
    timeout: 'login',
    noToken: true,
    // Not shown: which project the login is for, as for the anonymous login.
    query: z.optional(projectQuery),
  }),
  /** No payload (SPEC); the project rides in the query (not shown). */
  loginAnon: post('/api/csc/login/anon', loginResult, {
    timeout: 'login',
    noToken: true,
    query: z.optional(projectQuery),
  }),
  /**
   * Not shown: the verified visitor of a host site's user: the same one on every device. 401 when
   * the hash does not match, 403 when the project verifies no identities.
   */
  loginIdentified: post('/api/csc/login/identify', loginResult, {
    body: identifyBody,
    timeout: 'login',
    noToken: true,
    query: z.optional(projectQuery),
  }),
  /**
   * Not shown: the visitor signs out; the token in the body (the one stored for the project
   * signing out, as the queue calls carry theirs) and its sockets end.
   */
  logout: post('/api/csc/logout', z.optional(z.null()), {
    noToken: true,
    body: z.object({ token: str }),
  }),
  /** IM signature in data (not shown: with the identifier and nickname the IM login needs). */
  userSig: get(
    '/api/csc/ucenter/userSig',
    z.looseObject({ userSig: str, identifier: str, nickname: optStr, expires_at: optNum }),
  ),
  userInfo: get(
    '/api/csc/ucenter/info',
    z.looseObject({ nickname: optStr, name: optStr, headimgurl: optStr, phone: optStr }),
    { query: z.object({ project_id: optStr, customer_id: optStr }) },
  ),
  /** Not shown: the robot session's id, name and greeting. */
  robotStart: get(
    '/api/csc/robot/start',
    z.looseObject({ session_id: str, robot_name: optStr, robot_avatar: optStr, greeting: optStr }),
    { query: z.object({ channel: str, accesses_id: optStr, project_id: optStr }) },
  ),
  robotClose: get('/api/csc/robot/close', nothing, {
    query: z.object({ channel: str, openid: optStr }),
  }),
  /** message.info other than 'Success' is shown as a warning (SPEC §7). */
  selectBigQueue: post('/api/csc/queue/selectBigQueue', z.optional(queueStatus), {
    body: selectBigQueueBody,
  }),
  /** HTTP 422 when the named engineer cannot take the visitor: the robot starts again. */
  selectPersonal: post('/api/csc/queue/selectPersonal', z.optional(queueStatus), {
    body: selectPersonalBody,
  }),
  productLines: get('/api/csc/production/line/list', z.array(productLine), {
    query: z.object({ accessName: z._default(z.string(), 'webchat'), project_id: optStr }),
  }),
  engineerList: get(
    '/api/csc/queue/click/engineerList',
    z.array(z.looseObject({ ...engineerInfo.shape, status: optStr, skill: optStr })),
    { query: z.object({ skill: str, openid: optStr }) },
  ),
  send: post('/api/csc/core/webchat/main', z.looseObject({ messageID: str, seq: optNum }), {
    body: sendBody,
  }),
  /** Not shown (#17 item 2): one of the visitor's conversations as a file; 404 if not theirs. */
  transcriptFile: get('/api/csc/session/c/transcript/{id}', transcriptFile, {
    query: transcriptQuery,
  }),
  /** Not shown: the same file by e-mail, queued for the mail gateway. */
  transcriptEmail: post(
    '/api/csc/session/c/transcript/email',
    z.looseObject({ mail_id: str, status: z.enum(['queued', 'sent']) }),
    { body: z.object({ session_id: str, email: emailAddress, tz: optStr }) },
  ),
  /**
   * Not shown (#17 item 1): the visitor rates a conversation an engineer served, once; 409 when it
   * is rated already, or still going and the engineer has not asked.
   */
  rateSession: post('/api/csc/session/c/rate', z.looseObject({ rating: sessionRating }), {
    body: z.object({ session_id: str, ...ratingBody.shape }),
  }),
  /** Not shown: paging by page and size, newest session first. */
  sessionList: get('/api/csc/session/c/sessionList', z.array(sessionHistoryItem), {
    query: z.optional(z.object({ page: queryNum, size: queryNum })),
  }),
  /** data.data is the message list; `after` (not shown) returns only newer messages, for resync. */
  sessionMessages: get(
    '/api/csc/session/c/messages/{id}',
    z.looseObject({ data: z.array(historicalMessage), has_more: z.optional(z.boolean()) }),
    { query: z.optional(z.object({ after: optStr, before: optStr, size: queryNum })) },
  ),
  /** The visitor's state (not shown: idle, robot, queueing or chatting). No statusCode check. */
  currentStatus: get(
    '/api/csc/ucenter/currentStatus',
    z.optional(
      z.looseObject({
        status: z.enum(['idle', 'robot', 'queueing', 'chatting']),
        ...queueStatus.shape,
        engineer: z.optional(engineerInfo),
      }),
    ),
    { doNotCheck: true },
  ),
  /** Not shown: an engineer sets their own status (online, busy, away). No statusCode check. */
  personalStatus: post(
    '/api/csc/queue/personnalStatus',
    z.optional(z.looseObject({ status: z.enum(['online', 'busy', 'away', 'offline']) })),
    { body: z.object({ status: z.enum(['online', 'busy', 'away', 'offline']) }), doNotCheck: true },
  ),
  userClose: get('/api/csc/session/userclose', nothing, { query: z.object({ session_id: str }) }),
  company: get('/api/csc/webchat/company', companyInfo, { query: z.optional(projectQuery) }),
  /** Not shown: whether a maintenance notice is up, and its text. */
  maintenance: get(
    '/api/csc/maintenance',
    z.looseObject({ enabled: z.boolean(), message: optStr, start: optStr, end: optStr }),
  ),
  /**
   * SPEC's count of the skill's engineers online; not shown (#17 item 3): whether a transfer now
   * would be served (`open`), why not (`reason`), the project's hours and when it opens next.
   * An empty skill counts every engineer of the project.
   */
  onlineEngineer: get('/api/csc/production/chek/onlineEngineer', availability, {
    query: z.object({ openid: optStr, skill: str, project_id: optStr }),
  }),
  /**
   * Not shown (#17 item 3): a message left when nobody can answer; it becomes a ticket (我的服务单).
   * 422 `contact_required` without a phone or an e-mail, `invalid_phone` / `invalid_email`.
   */
  leaveMessage: post(
    '/api/csc/webchat/leaveMessage',
    z.looseObject({ ticket_no: str, status: str, created_at: str }),
    { body: leaveMessageBody },
  ),
  /** SPEC writes this path without the leading slash; it is the same API. */
  awaitUserNumber: get('/api/csc/queue/awaitUserNumber', z.looseObject({ count: z.number() })),
  uploadImage: post('/api/csc/upload/image', z.looseObject({ image_url: str }), {
    timeout: 'upload',
    multipart: true,
  }),
  uploadFile: post('/api/csc/upload/file', z.looseObject({ url: str }), {
    timeout: 'upload',
    multipart: true,
  }),
  /** Not shown: the product the conversation is about. */
  goodRelation: get(
    '/api/csc/good/relation',
    z.nullable(
      z.looseObject({ mark_id: str, name: str, image: optStr, serial_number: optStr, url: optStr }),
    ),
    { query: z.object({ mark_id: str, cube_uid: optStr }) },
  ),
  /** Not shown: the permission tree of SPEC §6 for this customer. */
  customerRules: get(
    '/api/csc/ucenter/customer_rules',
    z.looseObject({
      projects: z.optional(z.boolean()),
      cube_diy: z.optional(z.looseObject({ emoji: z.optional(z.boolean()) })),
      service_cloud: z.optional(
        z.looseObject({ account: z.optional(z.boolean()), permission: z.optional(z.boolean()) }),
      ),
    }),
    { query: z.optional(projectQuery) },
  ),
  /** Not shown: the FAQ article list. */
  articleList: get(
    '/api/csc/webchat/clist',
    z.array(z.looseObject({ id: str, title: str, summary: optStr, category: optStr })),
    { query: z.optional(z.object({ project_id: optStr, keyword: optStr })) },
  ),
  /** Not shown: an article as plain paragraphs (never HTML). */
  articleContent: get(
    '/api/csc/webchat/get_article_content',
    z.looseObject({ id: str, title: str, paragraphs: z.array(z.string()), updated_at: optStr }),
    { query: z.object({ id: str }) },
  ),
  fastEntries: get(
    '/api/csc/webchat/fast_entry_list',
    z.array(
      z.looseObject({
        id: str,
        title: str,
        kind: z.enum(['question', 'link', 'transfer', 'work_order']),
        value: optStr,
      }),
    ),
  ),
  /** Not shown: open tickets and repair orders for the banner. */
  ticketList: get('/api/csc/webchat/getTicketList', z.array(ticketItem)),
  /** SPEC §7 "Upload for cases"; not shown: returns the stored file's URL. */
  caseUpload: post('/api/wb/case/up', z.looseObject({ url: str }), {
    timeout: 'upload',
    multipart: true,
  }),
  /** Spy-on (path not shown): a supervisor whispers into or watches a live session. */
  spyOn: post('/api/csc/session/spy', nothing, {
    body: z.object({ content: str, to: str, sessionId: str }),
  }),
  /** Video setting on its own host (SPEC §7). Not shown: whether voice and video calls are on. */
  videoSetting: get(
    '/cubevcaapi/csc/videoSetting/getVideoSetting',
    z.looseObject({
      voice_enabled: z.boolean(),
      video_enabled: z.boolean(),
      hours: optStr,
      /** Not shown (#18): the STUN/TURN servers a call uses (RTCConfiguration.iceServers). */
      ice_servers: z.optional(z.array(iceServer)),
    }),
    { host: 'cubevca' },
  ),
} as const;

export type OwnApi = typeof ownApi;
export type OwnApiName = keyof OwnApi;
