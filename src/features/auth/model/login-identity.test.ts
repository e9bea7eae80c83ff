import { isPerProjectLogin, loginKey } from './login-identity';

describe('where a login is kept (SPEC §6: per project or generic)', () => {
  it('is per project when the project has its own accounts (service_cloud.account)', () => {
    const perProject = { projects: true, service_cloud: { account: true, permission: true } };
    expect(isPerProjectLogin(perProject)).toBe(true);
    expect(loginKey('ThinkPad', perProject)).toBe('ThinkPad');
  });
  it('is generic (DEFAULT_PROJECT) when the project shares the generic account', () => {
    const generic = { projects: true, service_cloud: { account: false, permission: true } };
    expect(isPerProjectLogin(generic)).toBe(false);
    expect(loginKey('Legion', generic)).toBe('DEFAULT_PROJECT');
  });
  it('is generic while the permissions are unknown or silent', () => {
    expect(loginKey('ThinkPad', undefined)).toBe('DEFAULT_PROJECT');
    expect(loginKey('ThinkPad', {})).toBe('DEFAULT_PROJECT');
    expect(loginKey('ThinkPad', { service_cloud: {} })).toBe('DEFAULT_PROJECT');
  });
  it('keeps the default project under its own name either way', () => {
    expect(loginKey('DEFAULT_PROJECT', { service_cloud: { account: true } })).toBe(
      'DEFAULT_PROJECT',
    );
  });
});
