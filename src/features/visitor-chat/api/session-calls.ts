// The calls that start, move and find the visitor's conversation (SPEC §4's start flows), in
// the widget's words: the flows never build a request body or read an answer's wire names.
import type { ApiClient } from '@/lib/api-client';
import {
  ownApi,
  toPastSession,
  toQueueStanding,
  toVisitorStatus,
  type PastSession,
  type PreChatAnswers,
  type QueueStanding,
  type VisitorStatus,
} from '@/lib/contract';

/** Where the visitor came from, as SPEC's calls name it. */
export interface Arrival {
  channel: string;
  projectId?: string;
  accessesId?: string;
}

/** A transfer to a person: the skill's big queue, or a named engineer of it. */
export interface Transfer {
  token: string;
  queueCode: string;
  pathway: string;
  projectId?: string;
  preChat?: PreChatAnswers;
}

/** Starts the robot's conversation; its session id. */
export const startRobot = async (api: ApiClient, arrival: Arrival): Promise<string> => {
  const started = await api.call(ownApi.robotStart, {
    query: {
      channel: arrival.channel,
      accesses_id: arrival.accessesId,
      project_id: arrival.projectId,
    },
  });
  return started.session_id;
};

export const closeRobot = (api: ApiClient, channel: string) =>
  api.call(ownApi.robotClose, { query: { channel } });

const transferBody = (t: Transfer) => ({
  token: t.token,
  queue_code: t.queueCode,
  pathway: t.pathway,
  project_id: t.projectId,
  pre_chat: t.preChat,
});

/** Joins the skill's big queue (SPEC type 2). */
export const joinQueue = (api: ApiClient, transfer: Transfer): Promise<QueueStanding> =>
  api.call(ownApi.selectBigQueue, { body: transferBody(transfer) }).then(toQueueStanding);

/** Asks for a named engineer (SPEC type 3); 422 when they cannot take the visitor. */
export const askEngineer = (
  api: ApiClient,
  transfer: Transfer & { engineerCode: string; accessesId?: string },
): Promise<QueueStanding> =>
  api
    .call(ownApi.selectPersonal, {
      body: {
        ...transferBody(transfer),
        engineer_code: transfer.engineerCode,
        accesses_id: transfer.accessesId,
      },
    })
    .then(toQueueStanding);

/** The visitor's conversation under way, if any (none when the call fails). */
export const currentStatus = (api: ApiClient): Promise<VisitorStatus | undefined> =>
  api
    .call(ownApi.currentStatus)
    .then(toVisitorStatus)
    .catch(() => undefined);

/** The visitor's past conversations, newest first (SPEC's sessionList). */
export const pastSessions = (api: ApiClient, size: number): Promise<PastSession[]> =>
  api
    .call(ownApi.sessionList, { query: { page: 1, size } })
    .then((list) => list.map(toPastSession));

/** The visitor ends the conversation (SPEC's userclose). */
export const endSession = (api: ApiClient, sessionId: string) =>
  api.call(ownApi.userClose, { query: { session_id: sessionId } });
