import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { loadConfig } from './config';
import { DEMO_MEMBERS, DEMO_TOTP_SECRET } from './db/seed/demo-merchant';
import { DEMO_OPERATORS } from './db/seed/demo-operators';

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
  `  Operator console:      http://${shownHost}:${port}/console/`,
  `  API docs:              http://${shownHost}:${port}/docs`,
  `  Database:              ${app.database.kind === 'pglite' ? `embedded (${config.DATA_DIR})` : 'PostgreSQL'}; cache: ${app.cache.kind}`,
  `  Uploaded images:       ${app.uploads.storage.describe}`,
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
        '    SMS and email codes land in the outbox: GET /admin/outbox with an operator token',
        '',
        '  Operator logins (the console above, or POST /admin/auth/login for an API token; see /docs):',
        ...DEMO_OPERATORS.map(
          (o) =>
            `    ${o.username.padEnd(14)} ${o.password.padEnd(14)} role ${o.role}, every merchant`,
        ),
      ]
    : []),
  '',
];
process.stdout.write(lines.join('\n') + '\n');
