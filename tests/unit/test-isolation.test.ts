import { filesNeedingIsolation, needsIsolation } from '../../scripts/test-isolation';

/** A call of Vitest's `vi`, written so that this file's own text does not match. */
const vi_ = (method: string, args = '') => `vi.${method}(${args});`;

describe('which unit test files keep a module graph of their own (#38 item 3)', () => {
  it('is a file that replaces modules, globals, the clock or the environment', () => {
    for (const method of [
      'mock',
      'doMock',
      'unmock',
      'resetModules',
      'stubGlobal',
      'stubEnv',
      'useFakeTimers',
    ])
      expect(needsIsolation(`import a from 'b';\n${vi_(method, "'x'")}`), method).toBe(true);
    const redefined = ['Object.define', "Property(window.navigator, 'onLine', {})"].join('');
    expect(needsIsolation(`import a from 'b';\n${redefined}`), 'a global redefined').toBe(true);
    const environment = ['@vitest', 'environment node'].join('-');
    expect(needsIsolation(`// ${environment}\nimport x from 'y';`)).toBe(true);
  });

  it('is not a file that only spies, mocks functions or renders', () => {
    expect(needsIsolation(`${vi_('spyOn', 'console')} render(<A />);`)).toBe(false);
    expect(needsIsolation(`const f = ${vi_('fn')}`)).toBe(false);
  });

  it("finds this repository's such files by their text", () => {
    const files = filesNeedingIsolation(['tests/unit/**/*.test.ts', 'tests/lint/**/*.test.ts']);
    expect(files).toContain('tests/unit/ci-stages.test.ts');
    expect(files).not.toContain('tests/unit/test-isolation.test.ts');
  });
});
