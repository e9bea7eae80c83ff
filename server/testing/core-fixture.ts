import type { ServerFrame } from '@/lib/contract';
import { toServerFrame } from '../wire/frames';
import { ManualClock } from '../core/clock';
import { CoreError } from '../core/errors';

const PW_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$pIotoNwwcWE7H7V9+H9Rog$9oqlEVnHDRhIY+ddB+6M0vkjR9DKMu6bt/nCj67loZ0';
import { createCore, type WebchatCore } from '../core/core';
import type { IceConfig } from '../core/ice-servers';
import { createMemoryStore } from '../core/memory-store';
import type { Engineer } from '../core/types';
import { simulatedPeople } from '../demo/simulation';

const engineer = (code: string, skills: string[], extra: Partial<Engineer> = {}): Engineer => ({
  code,
  account: code.toLowerCase(),
  // 'pw', hashed (argon2id), as the store holds every password.
  passwordHash: PW_HASH,
  name: `工程师${code}`,
  nickname: code,
  avatar: '',
  skills,
  capacity: 2,
  status: 'online',
  simulated: false,
  ...extra,
});

/** A small, predictable support centre for core tests. */
export async function makeCore(
  options: { simulate?: boolean; engineers?: Engineer[]; ice?: IceConfig } = {},
) {
  const store = createMemoryStore();
  const clock = new ManualClock();
  await store.projects.put({
    id: 'DEFAULT_PROJECT',
    name: '默认',
    companyName: '联想服务',
    companyLogo: '',
    perProjectLogin: false,
    emojiReduced: false,
  });
  for (const e of options.engineers ?? [
    // E1 also supervises: reviews, watches and whispers.
    engineer('E1', ['NB'], { role: 'supervisor' }),
    engineer('E2', ['NB', 'DT']),
    engineer('E3', ['SRV'], { status: 'away' }),
  ]) {
    await store.engineers.put(e);
  }
  await store.articles.put({
    id: 'a1',
    projectId: '*',
    title: '电脑无法开机怎么办',
    category: '故障',
    keywords: ['开不了机', '无法开机', '黑屏'],
    paragraphs: ['请先连接电源适配器，长按电源键 10 秒后再开机。'],
    updatedAt: '2026-01-01',
  });
  await store.articles.put({
    id: 'a2',
    projectId: '*',
    title: 'Battery not charging',
    category: 'power',
    keywords: ['battery', 'charge', 'charging'],
    paragraphs: ['Check the adapter, then reset the battery in Vantage.'],
    updatedAt: '2026-01-01',
  });
  let n = 0;
  const core = createCore({
    store,
    clock,
    simulation: options.simulate ? simulatedPeople : undefined,
    ice: options.ice,
    // Codes are shown, as on a demo: a test reads the one it asked for (signInByCode).
    messenger: { showsCodes: true },
    random: () => ((n = (n * 9301 + 49297) % 233280), n / 233280),
  });
  const frames = new Map<string, ServerFrame[]>();
  const listen = (account: string) => {
    frames.set(account, []);
    // What a client of the account receives: the core's events as the socket edge frames them.
    core.bus.subscribe(account, (event) => frames.get(account)?.push(toServerFrame(event)));
    return frames.get(account)!;
  };
  return { core, store, clock, listen, engineer };
}

export function visitor(core: Awaited<ReturnType<typeof makeCore>>['core']) {
  return core.loginAnon();
}

/** The status and reason code a core call is refused with (it must be refused). */
export const refusal = async (run: () => unknown) => {
  try {
    await run();
  } catch (error) {
    expect(error).toBeInstanceOf(CoreError);
    return { status: (error as CoreError).status, code: (error as CoreError).reason.code };
  }
  throw new Error('not refused');
};

/** A visitor signed in by a one-time code to `account`, on a core that shows its codes. */
export async function signInByCode(
  core: Pick<WebchatCore, 'sendCode' | 'loginVisitor'>,
  account: string,
  projectId?: string,
) {
  const { shown } = await core.sendCode(account);
  const field = account.includes('@') ? 'email' : 'phone';
  return core.loginVisitor({ [field]: account, code: shown }, projectId);
}
