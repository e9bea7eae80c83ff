import { createMemoryStore } from '@/lib/storage';
import { createAuthStorage, ENGINEER_LOGIN_KEY } from './auth-storage';
import type { EngineerAuth } from './types';

const auth = (token: string): EngineerAuth => ({
  token,
  engineer: { code: 'E0001', name: '演示工程师' },
  status: 'online',
});

describe('engineer auth storage', () => {
  it('keeps one login per project, DEFAULT_PROJECT when none is named', () => {
    const store = createMemoryStore();
    const storage = createAuthStorage(store);
    storage.save(undefined, auth('a'));
    storage.save('Legion', auth('b'));
    expect(storage.load()?.token).toBe('a');
    expect(storage.load('DEFAULT_PROJECT')?.token).toBe('a');
    expect(storage.load('Legion')?.token).toBe('b');
    storage.clear('Legion');
    expect(storage.load('Legion')).toBeUndefined();
    expect(storage.load()?.token).toBe('a');
  });

  it('never touches the visitor token keys', () => {
    const store = createMemoryStore();
    createAuthStorage(store).save('X', auth('a'));
    expect(store.getItem('WEBCHAT_TOKEN')).toBeNull();
    expect(store.getItem(ENGINEER_LOGIN_KEY)).toContain('"X"');
  });

  it('treats corrupt or foreign values as logged out', () => {
    const store = createMemoryStore();
    const storage = createAuthStorage(store);
    store.setItem(ENGINEER_LOGIN_KEY, 'not json');
    expect(storage.load()).toBeUndefined();
    store.setItem(ENGINEER_LOGIN_KEY, JSON.stringify({ DEFAULT_PROJECT: { token: 1 } }));
    expect(storage.load()).toBeUndefined();
    store.setItem(ENGINEER_LOGIN_KEY, JSON.stringify([1, 2]));
    expect(storage.load()).toBeUndefined();
    storage.save(undefined, auth('fresh'));
    expect(storage.load()?.token).toBe('fresh');
  });

  it("keeps an engineer signed in whose login an older version stored in the server's words", () => {
    const store = createMemoryStore();
    store.setItem(
      ENGINEER_LOGIN_KEY,
      JSON.stringify({
        DEFAULT_PROJECT: {
          token: 'old',
          engineer: { engineer_code: 'E0001', engineer_name: '演示工程师', engineer_img: '/a.png' },
          status: 'busy',
        },
      }),
    );
    expect(createAuthStorage(store).load()).toEqual({
      token: 'old',
      engineer: { code: 'E0001', name: '演示工程师', avatar: '/a.png' },
      status: 'busy',
    });
  });
});
