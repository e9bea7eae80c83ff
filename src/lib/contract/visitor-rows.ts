import type { DataOf } from './endpoint';
import type { ownApi } from './own-api';
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

/** The visitor's identity once signed in (SPEC §3 login result). */
export interface VisitorLogin {
  token: string;
  cubeUid: string;
}

export const toVisitorLogin = (result: { token: string; cube_uid: string }): VisitorLogin => ({
  token: result.token,
  cubeUid: result.cube_uid,
});
