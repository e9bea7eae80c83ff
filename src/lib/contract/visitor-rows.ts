import type { DataOf } from './endpoint';
import type { ownApi } from './own-api';
import type { SessionHistoryItem } from './entities';
import type { EngineerView } from './rows';
import { toEngineerView } from './engineer-view';

/** Where a visitor stands in a queue (selectBigQueue, selectPersonal, currentStatus). */
export interface QueueStanding {
  sessionId?: string;
  position?: number;
  waiting?: number;
  estimatedWaitSeconds?: number;
}

type StandingWire = NonNullable<DataOf<typeof ownApi.selectBigQueue>>;

export const toQueueStanding = (s: StandingWire | undefined): QueueStanding => ({
  ...(s?.session_id && { sessionId: s.session_id }),
  ...(s?.position !== undefined && { position: s.position }),
  ...(s?.waiting !== undefined && { waiting: s.waiting }),
  ...(s?.estimated_wait_seconds !== undefined && {
    estimatedWaitSeconds: s.estimated_wait_seconds,
  }),
});

/** The visitor's conversation under way, if any (SPEC's currentStatus). */
export interface VisitorStatus extends QueueStanding {
  status: 'idle' | 'robot' | 'queueing' | 'chatting';
  engineer?: EngineerView;
}

type StatusWire = NonNullable<DataOf<typeof ownApi.currentStatus>>;

export const toVisitorStatus = (s: StatusWire | undefined): VisitorStatus | undefined =>
  s && {
    status: s.status,
    ...toQueueStanding(s),
    ...(s.engineer && { engineer: toEngineerView(s.engineer) }),
  };

type CompanyWire = DataOf<typeof ownApi.company>;

/** The company the visitor talks to (SPEC §7 company): the header's name and logo, its form. */
export interface Company {
  name: string;
  logo: string;
  serviceHours?: CompanyWire['service_hours'];
  /** The form asked before the first transfer to a person, when the project has one. */
  preChatForm?: CompanyWire['pre_chat'];
}

export const toCompany = (c: CompanyWire): Company => ({
  name: c.company_name,
  logo: c.company_logo ?? '',
  ...(c.service_hours && { serviceHours: c.service_hours }),
  ...(c.pre_chat && { preChatForm: c.pre_chat }),
});

/** sessionList's code for a session a human engineer served (1 is a robot session). */
export const HUMAN_SESSION_CODE = 5;

type PastWire = SessionHistoryItem;

/** A conversation the visitor had (SPEC §3 session history item), newest first in its list. */
export interface PastSession {
  id: string;
  /** A person served it (SPEC's code 5). */
  human: boolean;
  /** The engineer the list names (by code or account), if any. */
  engineer?: EngineerView;
  /** The name the list shows for it; a robot conversation has none. */
  title?: string;
  startedAt?: string;
  endedAt?: string | null;
  lastMessage?: string;
  /** A robot conversation that ended in a transfer names the session it led to. */
  transferredTo?: string;
  rating?: PastWire['rating'];
  rateable?: boolean;
}

export function toPastSession(item: PastWire): PastSession {
  const code = item.engineer_code || item.account;
  return {
    id: item.id,
    human: item.code === HUMAN_SESSION_CODE,
    ...(code && {
      engineer: {
        code: item.engineer_code ?? item.account ?? '',
        name: item.name ?? item.nickname ?? '',
        nickname: item.nickname,
        avatar: item.avatar,
      },
    }),
    ...(item.name !== undefined && { title: item.name }),
    ...(item.start_time !== undefined && { startedAt: item.start_time }),
    ...(item.end_time !== undefined && { endedAt: item.end_time }),
    ...(item.last_message !== undefined && { lastMessage: item.last_message }),
    ...(item.transferred_to !== undefined && { transferredTo: item.transferred_to }),
    ...(item.rating !== undefined && { rating: item.rating }),
    ...(item.rateable !== undefined && { rateable: item.rateable }),
  };
}
