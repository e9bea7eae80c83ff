// The people of bench/server.mjs: the nine seeded engineers and N anonymous visitors, each doing
// what the app does (HTTP login, IM signature, socket login, queue; the engineer accepts).
import { openSocket } from './clients.mjs';

export const ENGINEER_ACCOUNTS = ['demo', 'wang', 'li', 'chen', 'liu', 'zhao', 'zhou', 'wu', 'sun'];
/** Visitors are spread over the five skill queues of the seed. */
const QUEUES = ['NB', 'DT', 'TAB', 'MON', 'SRV'];
/**
 * Each seeded engineer's skills (server/demo/seed.ts): an engineer accepts only visitors of a
 * queue among them (#19), so a visitor goes to one who has that queue.
 */
const SKILLS = {
  demo: QUEUES,
  wang: ['NB', 'DT'],
  li: ['NB', 'TAB'],
  chen: ['DT', 'MON'],
  liu: ['TAB', 'MON'],
  zhao: ['SRV'],
  zhou: ['SRV', 'TAB', 'MON'],
  wu: ['NB', 'DT'],
  sun: ['NB', 'TAB'],
};

/** Every engineer logged in with a socket whose frames go to `onFrame`. */
export async function engineersOnline({ call, wsUrl, onFrame, sockets }) {
  const engineers = [];
  const socketUrl = typeof wsUrl === 'function' ? wsUrl : () => wsUrl;
  for (const [i, account] of ENGINEER_ACCOUNTS.entries()) {
    const login = await call('POST', '/api/csc/engineer/login', {
      body: { account, password: 'demo123' },
    });
    const code = login.engineer.engineer_code;
    sockets.push(await openSocket(socketUrl(i), login.token, code, onFrame));
    engineers.push({ token: login.token, code, skills: SKILLS[account] });
  }
  return engineers;
}

/**
 * Runs the visitors' paths `count` times with throwaway visitors, so the memory a bench visitor
 * adds is not mixed with what the first requests of all allocate once (code, caches, pools).
 */
export async function warmUp({ call, wsUrl }, count = 50) {
  const socketUrl = typeof wsUrl === 'function' ? wsUrl : () => wsUrl;
  for (let i = 0; i < count; i++) {
    const login = await call('POST', '/api/csc/login/anon');
    await call('GET', '/api/csc/ucenter/userSig', { token: login.token });
    (await openSocket(socketUrl(i), login.token, login.cube_uid)).close();
  }
}

/** The three steps of visitor i, each run for all visitors before the next (see server.mjs). */
export function visitorSteps({ call, wsUrl, visitors, engineers, sockets }) {
  // In a cluster, visitor i's socket is on node i mod N (wsUrl is then a function of i).
  const socketUrl = typeof wsUrl === 'function' ? wsUrl : () => wsUrl;
  return {
    async logIn(i) {
      const login = await call('POST', '/api/csc/login/anon');
      // The app asks for its IM signature before it opens the socket.
      await call('GET', '/api/csc/ucenter/userSig', { token: login.token });
      visitors[i] = { token: login.token, cubeUid: login.cube_uid, frames: 0 };
    },
    async connect(i) {
      const visitor = visitors[i];
      const count = () => (visitor.frames += 1);
      sockets.push(await openSocket(socketUrl(i), visitor.token, visitor.cubeUid, count));
    },
    async queueAndAccept(i) {
      const visitor = visitors[i];
      const queue = QUEUES[i % QUEUES.length];
      const queued = await call('POST', '/api/csc/queue/selectBigQueue', {
        token: visitor.token,
        body: { token: visitor.token, queue_code: queue, pathway: 'bench' },
      });
      const able = engineers.filter((e) => e.skills.includes(queue));
      const engineer = able[Math.floor(i / QUEUES.length) % able.length];
      await call('POST', '/api/csc/engineer/accept', {
        token: engineer.token,
        body: { session_id: queued.session_id },
      });
    },
  };
}
