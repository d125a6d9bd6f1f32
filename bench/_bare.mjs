import Fastify from 'fastify';

const app = Fastify();
app.get('/bare', () => 'ok');
await app.listen({ port: 4557, host: '127.0.0.1' });
