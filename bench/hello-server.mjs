// The yardstick for API throughput: a bare Fastify hello-world, no plugins, no logging, started as
// its own process like the real server so both pay the same process and socket costs.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
