import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_ENGINEER } from '../demo/seed';
import { ConfigError, loadConfig, type ServerConfig } from './config';
import { createLogger } from './logger';
import { startServer } from './server';

function readConfig(): ServerConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`webchat: ${error.message}`);
    process.exit(1);
  }
}

/** `node dist-server/main.js` (scripts/start.mjs builds it): the reference server in this process. */
async function main() {
  const config = readConfig();
  const logger = createLogger(config.logLevel);
  const began = performance.now();
  if (!existsSync(join(config.distDir, 'index.html')))
    logger.warn({ distDir: config.distDir }, 'no built client: pages answer 503 until vite build');
  const server = await startServer(config, logger);
  const visitorUrl = `${server.url}${config.basePath}chatQueue`;
  const engineerUrl = `${server.url}${config.basePath}chatEngieer`;
  logger.info(
    {
      visitorUrl,
      engineerUrl,
      dataDir: config.dataDir,
      storage: server.storage,
      uploads: server.uploads,
      ...(server.node && { node: server.node.id, leads: server.node.leads() }),
      seeded: server.seeded !== undefined,
      // Which ways to prove a visitor are open (#37): a channel not configured refuses codes.
      codes: config.demoAccounts
        ? 'shown on screen (demo)'
        : {
            mail: Boolean(config.outbound.smtpUrl),
            sms: Boolean(config.outbound.smsGatewayUrl),
          },
      userCentre: Boolean(config.outbound.userCenterUrl),
      reconciled: server.reconciled,
      startupMs: Math.round(performance.now() - began),
    },
    'webchat server listening',
  );
  // For people: on the terminal with the pretty logs, or beside JSON logs on stderr.
  const say = process.stdout.isTTY ? console.log : console.error;
  if (server.node) {
    // A node of `npm run cluster`, which prints the cluster's addresses itself.
    say(`webchat ${server.node.id} is up at ${server.url} (${server.storage})`);
  } else {
    say(`\nwebchat is running (data in ${config.databaseUrl ? server.storage : config.dataDir})\n`);
    say(`  visitor:  ${visitorUrl}`);
    if (config.demoAccounts)
      say(
        `  engineer: ${engineerUrl}  (account ${DEMO_ENGINEER.account}, password ${DEMO_ENGINEER.password})\n`,
      );
    else {
      say(`  engineer: ${engineerUrl}`);
      if (server.staff === 0)
        say(
          '  No engineer can sign in yet: npm run engineer:add -- --account <name> --name <shown name>',
        );
      say('');
    }
  }

  let firstSignalAt: number | undefined;
  const shutdown = (signal: string) => {
    // Ctrl+C under `npm start` arrives twice at once (from the terminal and passed on by
    // scripts/start.mjs); a later one means "stop now".
    if (firstSignalAt !== undefined) {
      if (Date.now() - firstSignalAt > 1000) process.exit(1);
      return;
    }
    firstSignalAt = Date.now();
    logger.info({ signal }, 'shutting down');
    server.stop().then(
      () => {
        logger.info('stopped');
        process.exit(0);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('uncaughtException', (error) => {
    logger.fatal({ err: error }, 'uncaught exception');
    void server.stop().finally(() => process.exit(1));
  });
}

void main().catch((error: unknown) => {
  console.error('webchat: failed to start', error);
  process.exit(1);
});
