// @vitest-environment node
import { ESLint } from 'eslint';

/**
 * Proves the architecture rules bite: each case lints real code at a real path that breaks a
 * rule of DESIGN.md on purpose, and expects the rule to report it.
 */
const eslint = new ESLint({ cwd: process.cwd() });

async function lint(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

describe('import boundaries (DESIGN.md)', () => {
  it.each([
    [
      'lib importing a component',
      'src/lib/format/bad.ts',
      "import { Button } from '@/components/button';\nexport const x = Button;\n",
      'lib is the bottom layer',
    ],
    [
      'a component importing a feature',
      'src/components/button/bad.ts',
      "import { ReviewScreen } from '@/features/review';\nexport const x = ReviewScreen;\n",
      'components are business-free',
    ],
    [
      'a feature importing the app',
      'src/features/review/bad.ts',
      "import { routes } from '@/app/routes';\nexport const x = routes;\n",
      'features never import the app',
    ],
    [
      "a feature reaching into another feature's internals",
      'src/features/review/bad.ts',
      "import { LoginScreen } from '@/features/auth/components/login-screen';\nexport const x = LoginScreen;\n",
      'only through its index.ts',
    ],
    [
      'production code importing mocks',
      'src/features/review/bad.ts',
      "import { handlers } from '@/mocks/handlers';\nexport const x = handlers;\n",
      'never imports src/mocks',
    ],
  ])('reports %s', async (_case, filePath, code, expected) => {
    const messages = await lint(filePath, code);
    expect(messages.join('\n')).toContain('import-x/no-restricted-paths');
    expect(messages.join('\n')).toContain(expected);
  });

  it.each([
    [
      'a feature using another through its index',
      'src/features/review/ok.ts',
      "import { LoginScreen } from '@/features/auth';\nexport const x = LoginScreen;\n",
    ],
    [
      'a test importing mocks',
      'src/features/review/ok.test.ts',
      "import { handlers } from '@/mocks/handlers';\nexport const x = handlers;\n",
    ],
    [
      'a component importing lib',
      'src/components/button/ok.ts',
      "import { TIMING } from '@/lib/constants';\nexport const x = TIMING;\n",
    ],
  ])('allows %s', async (_case, filePath, code) => {
    const messages = await lint(filePath, code);
    expect(messages.filter((m) => m.startsWith('import-x/no-restricted-paths'))).toEqual([]);
  });

  it.each([
    [
      'server/http/bad.ts',
      "import { checkText } from '@/lib/validate';\nexport const x = checkText;\n",
    ],
    ['server/node/bad.ts', "import { api } from '@/lib/api-client';\nexport const x = api;\n"],
    [
      'server/core/bad.ts',
      "import { formatDate } from '@/lib/format';\nexport const x = formatDate;\n",
    ],
  ])(
    'reports server code (%s) importing client code other than the contract',
    async (filePath, code) => {
      const messages = await lint(filePath, code);
      expect(messages.join('\n')).toMatch(/shares only the contract with the client/);
    },
  );

  it('allows server code to import the contract', async () => {
    const messages = await lint(
      'server/http/ok.ts',
      "import { ownApi } from '@/lib/contract';\nexport const x = ownApi;\n",
    );
    expect(messages.filter((m) => m.startsWith('no-restricted-imports'))).toEqual([]);
  });

  it.each([
    [
      'src/features/review/bad.ts',
      "import { createApiClient } from '@/lib/api-client';\nexport const x = createApiClient();\n",
    ],
    [
      'src/app/bad.ts',
      "import { createServices } from '@/lib/services';\nexport const x = createServices();\n",
    ],
    [
      'src/features/chat/bad.ts',
      "import { createApiClient } from '@/lib/api-client/client';\nexport const x = createApiClient;\n",
    ],
  ])('reports a client built outside the services (%s)', async (filePath, code) => {
    const messages = await lint(filePath, code);
    expect(messages.join('\n')).toMatch(/from the services|built once/);
  });

  it('allows the app providers to build the services, and features to use them', async () => {
    const built = await lint(
      'src/app/providers.tsx',
      "import { createServices } from '@/lib/services';\nexport const x = createServices();\n",
    );
    const used = await lint(
      'src/features/review/ok.ts',
      "import { useServices } from '@/lib/services';\nexport const x = useServices;\n",
    );
    expect([...built, ...used].filter((m) => m.startsWith('no-restricted-imports'))).toEqual([]);
  });

  it('reports HTML injection and postMessage to *', async () => {
    const messages = await lint(
      'src/components/button/bad.tsx',
      "export const A = ({ html }: { html: string }) => <div dangerouslySetInnerHTML={{ __html: html }} />;\nwindow.parent.postMessage('x', '*');\n",
    );
    expect(messages.join('\n')).toContain('never HTML');
    expect(messages.join('\n')).toContain("never '*'");
  });

  it('reports a screen that calls the API itself, and keeps HTML injection refused there (#39 item 3)', async () => {
    const screen = await lint(
      'src/features/review/components/bad.tsx',
      "import { ownApi } from '@/lib/contract';\nimport type { ApiClient } from '@/lib/api-client';\nexport const load = (api: ApiClient) => api.call(ownApi.ticketList);\nexport const A = ({ html }: { html: string }) => <div dangerouslySetInnerHTML={{ __html: html }} />;\n",
    );
    expect(screen.join('\n')).toContain("put the call in the feature's api/ folder");
    expect(screen.join('\n')).toContain('never HTML');
    const api = await lint(
      'src/features/review/api/ok.ts',
      "import { ownApi } from '@/lib/contract';\nimport type { ApiClient } from '@/lib/api-client';\nexport const load = (api: ApiClient) => api.call(ownApi.ticketList);\n",
    );
    expect(api.filter((m) => m.startsWith('no-restricted-syntax'))).toEqual([]);
  });

  it('reports UI text that skips i18n', async () => {
    const messages = await lint(
      'src/features/review/bad.tsx',
      'export function A() {\n  return <input placeholder="请输入" aria-label={"消息"} />;\n}\nexport function B() {\n  return <p>会话审阅</p>;\n}\n',
    );
    expect(messages.filter((m) => m.startsWith('i18next/no-literal-string'))).toHaveLength(3);
  });
});

describe('server/core stays environment-free', () => {
  it('reports Node built-ins, browser globals and client code other than the contract', async () => {
    const messages = await lint(
      'server/core/bad.ts',
      "import { readFileSync } from 'node:fs';\nimport { loginStore } from '@/lib/storage';\nimport { ownApi } from '@/lib/contract';\nexport const x = [readFileSync, loginStore, ownApi, window.location];\n",
    );
    const text = messages.join('\n');
    expect(text).toContain('server/core is environment-free');
    expect(text).toContain('shares only the contract');
    expect(text).toContain("Unexpected use of 'window'");
  });

  it('speaks domain terms: of the contract only shared limits, and no edge (#15 item 7)', async () => {
    const messages = await lint(
      'server/core/bad.ts',
      "import { WHISPER_MAX, NOTIFICATION, type ImMessage } from '@/lib/contract';\nimport { toImMessage } from '../wire/messages';\nexport const x = [WHISPER_MAX, NOTIFICATION, toImMessage] as unknown as ImMessage;\n",
    );
    const text = messages.join('\n');
    expect(text).toContain("'NOTIFICATION' import from '@/lib/contract' is restricted");
    expect(text).toContain("'ImMessage' import from '@/lib/contract' is restricted");
    expect(text).not.toContain("'WHISPER_MAX' import");
    expect(text).toContain('server/core knows no edge');
  });
});

describe('widget.js (src/embed) stands alone', () => {
  it('reports a package, React or app code in the loader, and allows its own folder', async () => {
    const messages = await lint(
      'src/embed/bad.ts',
      "import { useState } from 'react';\nimport { loginStore } from '@/lib/storage';\nimport { MARKUP } from './styles';\nexport const x = [useState, loginStore, MARKUP];\n",
    );
    const text = messages.join('\n');
    expect(text).toContain("'react' import is restricted");
    expect(text).toContain('widget.js stands alone');
    expect(messages.filter((m) => m.includes('./styles'))).toEqual([]);
  });
});
