import { createLoginStore, loginProject } from './login-store';
import { createMemoryStore } from './safe-storage';

function setup() {
  const local = createMemoryStore();
  const session = createMemoryStore();
  return { local, session, store: createLoginStore(local, session) };
}

describe('login store (SPEC §3 storage)', () => {
  it('keeps WEBCHAT_TOKEN and WEBCHAT_CUBE_UID_KEY as maps keyed by project id', () => {
    const { local, store } = setup();
    store.saveLogin({ cube_uid: 'u1', token: 't1' }, 'Legion');
    store.saveLogin({ cube_uid: 'u0', token: 't0' });
    expect(JSON.parse(local.getItem('WEBCHAT_TOKEN')!)).toEqual({
      Legion: 't1',
      DEFAULT_PROJECT: 't0',
    });
    expect(JSON.parse(local.getItem('WEBCHAT_CUBE_UID_KEY')!)).toEqual({
      Legion: 'u1',
      DEFAULT_PROJECT: 'u0',
    });
    expect(store.getToken('Legion')).toBe('t1');
    expect(store.getToken()).toBe('t0');
    expect(store.getCubeUid('')).toBe('u0');
  });

  it('clears one project on invalid identity and leaves the others', () => {
    const { store, session } = setup();
    store.saveLogin({ cube_uid: 'u1', token: 't1' }, 'Legion');
    store.saveLogin({ cube_uid: 'u2', token: 't2' }, 'Yoga');
    store.setTicket({ token: 'ticket' });
    store.clearLogin('Legion');
    expect(store.getToken('Legion')).toBeUndefined();
    expect(store.getToken('Yoga')).toBe('t2');
    expect(session.getItem('WEBCHAT_SESSION_TICKET')).toBeNull();
  });

  it('survives corrupt stored values', () => {
    const { local, session, store } = setup();
    local.setItem('WEBCHAT_TOKEN', '{not json');
    session.setItem('WEBCHAT_SESSION_TICKET', '[]');
    expect(store.getToken('Legion')).toBeUndefined();
    expect(store.getTicketToken()).toBeUndefined();
    store.saveLogin({ cube_uid: 'u', token: 't' }, 'Legion');
    expect(store.getToken('Legion')).toBe('t');
  });

  it('reads the token from the session ticket', () => {
    const { store } = setup();
    store.setTicket({ token: 'embedded-token', user: 'x' });
    expect(store.getTicketToken()).toBe('embedded-token');
  });

  it('stores CURRENT_PROJECT_KEY', () => {
    const { local, store } = setup();
    store.setCurrentProject('ThinkPad');
    expect(local.getItem('CURRENT_PROJECT_KEY')).toBe('ThinkPad');
    expect(store.getCurrentProject()).toBe('ThinkPad');
  });

  it('uses the project as login identifier only when the permission says per project (SPEC §6)', () => {
    expect(loginProject('Legion', true)).toBe('Legion');
    expect(loginProject('Legion', false)).toBe('DEFAULT_PROJECT');
  });
});
