import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { read } from 'read';
import { createCore, passwordProblem, StaffError, systemClock } from '../../core';
import { ConfigError, loadConfig } from '../config';
import { securePrivateDirs } from '../data-dir';
import { nativePasswords } from '../passwords';
import { seedOnFirstRun } from '../restore';
import { openHostStorage } from '../storage';

const USAGE = `npm run engineer:add -- --account <name> --name <shown name> [options]

Creates a console account in DATA_DIR (default ./data); the password is asked for twice and
stored as an argon2id hash. Piped input (not a terminal) is read as the password, one line.

  --account <name>     sign-in name: 2-32 letters, digits, dots, dashes, underscores
  --name <shown name>  the name visitors see
  --skills NB,DT       queue codes the engineer serves (default: every queue)
  --capacity <n>       visitors at once (default 5)
  --supervisor         may review conversations, watch and whisper (/review)
  --reset              set a new password for an existing account (signs it out)
`;

function fail(message: string): never {
  console.error(`engineer:add: ${message}`);
  process.exit(1);
}

/** The password: twice, hidden, on a terminal; one line from a pipe otherwise. */
async function askPassword(account: string): Promise<string> {
  if (!process.stdin.isTTY) {
    const lines = createInterface({ input: process.stdin });
    for await (const line of lines) {
      lines.close();
      return line;
    }
    fail('no password on standard input');
  }
  for (;;) {
    const password = await read({ prompt: 'Password: ', silent: true, replace: '*' });
    const problem = passwordProblem(password, account);
    if (problem) {
      console.error(`  ${problem}; try another`);
      continue;
    }
    const again = await read({ prompt: 'Again:    ', silent: true, replace: '*' });
    if (again === password) return password;
    console.error('  the two did not match; once more');
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      account: { type: 'string' },
      name: { type: 'string' },
      skills: { type: 'string' },
      capacity: { type: 'string' },
      supervisor: { type: 'boolean', default: false },
      reset: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  if (!values.account) fail(`--account is missing\n\n${USAGE}`);
  if (!values.reset && !values.name) fail(`--name is missing\n\n${USAGE}`);

  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  securePrivateDirs(config.dataDir);
  // The server's own database: SQLite in DATA_DIR, or the cluster's PostgreSQL (DATABASE_URL).
  // A running server reads accounts from it on every sign-in: no restart needed.
  const storage = await openHostStorage(config);
  const store = storage.store;
  try {
    // A data directory this command creates is seeded as `npm start` would seed it.
    await seedOnFirstRun(store, systemClock, { demo: config.demoAccounts });
    const core = createCore({
      store,
      clock: systemClock,
      passwords: nativePasswords,
    });
    const account = values.account.trim().toLowerCase();
    if (values.reset) {
      const engineer = (await store.engineers.all()).find((e) => e.account === account);
      if (!engineer) fail(`there is no account "${account}"`);
      await core.resetPassword(account, await askPassword(account));
      console.log(`New password set for ${account} (${engineer.name}); signed out everywhere.`);
    } else {
      if ((await store.engineers.all()).some((e) => e.account === account))
        fail(`the account "${account}" exists (set a new password with --reset)`);
      const engineer = await core.addEngineer({
        account,
        name: values.name ?? '',
        password: await askPassword(account),
        skills: values.skills
          ?.split(',')
          .map((s) => s.trim().toUpperCase())
          .filter(Boolean),
        capacity: values.capacity === undefined ? undefined : Number(values.capacity),
        role: values.supervisor ? 'supervisor' : 'engineer',
      });
      console.log(
        `Added ${engineer.account} (${engineer.name}, ${engineer.code}, ${engineer.role}), ` +
          `queues ${engineer.skills.join(', ')}.`,
      );
    }
  } catch (error) {
    if (error instanceof StaffError) fail(error.message);
    throw error;
  } finally {
    await storage.close();
  }
}

void main().catch((error: unknown) => {
  console.error('engineer:add failed:', error);
  process.exit(1);
});
