// The bare hello-world with GymSlot's security headers (HSTS included, as over https) and nothing
// else: what it loses against the bare one is what the headers cost a reply.
import Fastify from 'fastify';
import { loadConfig } from '../apps/server/src/config.js';
import { securityHeaders } from '../apps/server/src/modules/security/security-headers.js';

const config = loadConfig({
  PUBLIC_URL: 'https://gymslot.example',
  PAYMENTS_SANDBOX: 'true',
  SESSION_SECRET: 'bench-session-secret-that-is-long-enough',
  SEED_DEMO: 'false',
  LOG_LEVEL: 'silent',
});
const app = Fastify({ logger: false });
await app.register(securityHeaders, { config });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
