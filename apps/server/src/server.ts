import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { loadConfig } from './config';
import { DEMO_MEMBERS, DEMO_TOTP_SECRET } from './db/seed/demo-merchant';

let config;
try {
  config = loadConfig();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const app = await buildApp(config);

closeWithGrace({ delay: config.SHUTDOWN_GRACE_S * 1000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info({ signal }, 'shutting down');
  await app.close();
});

await app.listen({ port: config.PORT, host: config.HOST });

const shownHost = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.PORT;
const url = `http://${shownHost}:${port}/m/home`;
const lines = [
  '',
  `  Member app is running: ${url}`,
  `  API docs:              http://${shownHost}:${port}/docs`,
  `  Database:              ${app.database.kind === 'pglite' ? `embedded (${config.DATA_DIR})` : 'PostgreSQL'}; cache: ${app.cache.kind}`,
  ...(config.SEED_DEMO
    ? [
        '',
        '  Demo logins (merchant "demo"):',
        ...DEMO_MEMBERS.map(
          (m) =>
            `    ${m.userName.padEnd(14)} ${m.password.padEnd(14)} type ${m.type}` +
            (m.secondFactors?.length ? `, second factors ${m.secondFactors.join('')}` : '') +
            (m.mobileNum ? `, mobile +${m.countryDialingCode} ${m.mobileNum}` : ''),
        ),
        `    demo_secure's authenticator (TOTP) secret: ${DEMO_TOTP_SECRET}; its email is ${DEMO_MEMBERS.find((m) => m.email)?.email}`,
        config.ADMIN_TOKEN
          ? '    SMS and email codes land in the outbox: GET /admin/outbox with the ADMIN_TOKEN bearer token'
          : '    SMS and email codes land in the outbox: set ADMIN_TOKEN to read it at GET /admin/outbox',
      ]
    : []),
  '',
];
process.stdout.write(lines.join('\n') + '\n');
