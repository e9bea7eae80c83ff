import { clientSwitches, loginScope, loginScopes } from './switches';

describe('client switches (SPEC §6)', () => {
  it('service_cloud.account makes the login identifier per project; otherwise it is generic', () => {
    const perProject = clientSwitches({ service_cloud: { account: true } });
    const generic = clientSwitches({ service_cloud: { account: false } });
    expect(perProject.perProjectLogin).toBe(true);
    expect(generic.perProjectLogin).toBe(false);
    expect(loginScope('ThinkPad', perProject)).toBe('ThinkPad');
    expect(loginScope('ThinkPad', generic)).toBe('DEFAULT_PROJECT');
    expect(loginScopes('ThinkPad')).toEqual(['ThinkPad', 'DEFAULT_PROJECT']);
    expect(loginScope('ThinkPad', clientSwitches(undefined))).toBe('DEFAULT_PROJECT');
  });

  it('service_cloud.permission switches the services off only when explicitly false', () => {
    expect(clientSwitches({ service_cloud: { permission: false } }).services).toBe(false);
    expect(clientSwitches({ service_cloud: { permission: true } }).services).toBe(true);
    expect(clientSwitches({}).services).toBe(true);
  });

  it('permission.projects not true means a single project', () => {
    expect(clientSwitches({ projects: true }).singleProject).toBe(false);
    expect(clientSwitches({ projects: false }).singleProject).toBe(true);
    expect(clientSwitches({}).singleProject).toBe(true);
  });

  it('cube_diy.emoji picks the reduced set', () => {
    expect(clientSwitches({ cube_diy: { emoji: true } }).reducedEmoji).toBe(true);
    expect(clientSwitches({ cube_diy: {} }).reducedEmoji).toBe(false);
  });
});
