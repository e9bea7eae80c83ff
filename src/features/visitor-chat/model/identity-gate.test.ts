import { createMemoryStore } from '@/lib/storage';
import { createHostLoginStore } from './host-bridge';
import { createIdentityGate } from './identity-gate';

const LOGIN = { token: 't-7', cubeUid: 'u-7' };

function setup(answer: () => Promise<typeof LOGIN>, signedInAs?: string) {
  const users = createHostLoginStore(createMemoryStore(), 'users');
  if (signedInAs) users.set('P', signedInAs);
  const events: string[] = [];
  const gate = createIdentityGate({
    projectId: 'P',
    users,
    verify: () => answer(),
    admit: (login) => events.push(`admit ${login.cubeUid}`),
    resume: () => events.push('resume'),
    signOut: () => events.push('signOut'),
    refused: () => events.push('refused'),
    isRefusal: (error) => (error as { code?: string }).code === 'http',
  });
  return { gate, users, events };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createIdentityGate', () => {
  it('holds the host’s later commands until the server has said who the user is', async () => {
    const { gate, users, events } = setup(async () => LOGIN);
    gate.claim({ userId: 'shop-7', userHash: 'h' });
    expect(gate.holding).toBe(true);
    await settle();
    expect(gate.holding).toBe(false);
    expect(events).toEqual(['admit u-7', 'resume']);
    expect(users.get('P')).toBe('shop-7');
  });

  it('drops an answer a host login or logout has overtaken, and lets the commands go', async () => {
    let answer!: (login: typeof LOGIN) => void;
    const { gate, users, events } = setup(() => new Promise((resolve) => (answer = resolve)));
    gate.claim({ userId: 'shop-7', userHash: 'h' });
    gate.supersede();
    expect(gate.holding).toBe(false);
    answer(LOGIN);
    await settle();
    expect(events).toEqual([]);
    expect(users.get('P')).toBeUndefined();
  });

  it('keeps only the newest of two claims', async () => {
    const answers: ((login: typeof LOGIN) => void)[] = [];
    const { gate, events } = setup(() => new Promise((resolve) => answers.push(resolve)));
    gate.claim({ userId: 'shop-7', userHash: 'h' });
    gate.claim({ userId: 'shop-8', userHash: 'h' });
    answers[0]!(LOGIN);
    answers[1]!({ token: 't-8', cubeUid: 'u-8' });
    await settle();
    expect(events).toEqual(['admit u-8', 'resume']);
  });

  it('a refused claim ends the site user who was signed in; an unanswered one does not', async () => {
    const refused = setup(() => Promise.reject({ code: 'http' }), 'shop-7');
    refused.gate.claim({ userId: 'shop-8', userHash: 'forged' });
    await settle();
    expect(refused.events).toEqual(['refused', 'signOut', 'resume']);
    expect(refused.users.get('P')).toBeUndefined();

    const offline = setup(() => Promise.reject({ code: 'network' }), 'shop-7');
    offline.gate.claim({ userId: 'shop-7', userHash: 'h' });
    await settle();
    expect(offline.events).toEqual(['refused', 'resume']);
    expect(offline.users.get('P')).toBe('shop-7');
  });

  it('an unsigned claim of another user ends the signed-in one; a name alone changes nothing', () => {
    const { gate, users, events } = setup(async () => LOGIN, 'shop-7');
    gate.claim({ name: '李女士' });
    expect(events).toEqual(['resume']);
    expect(users.get('P')).toBe('shop-7');
    gate.claim({ userId: 'shop-7' });
    expect(users.get('P')).toBe('shop-7');
    gate.claim({ userId: 'shop-8', name: '韩梅梅' });
    expect(events).toEqual(['resume', 'resume', 'signOut', 'resume']);
    expect(users.get('P')).toBeUndefined();
  });
});
