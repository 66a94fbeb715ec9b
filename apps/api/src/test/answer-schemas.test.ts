import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { JsonText } from '../db/json.ts';
import { sendJsonText } from '../lib/json-reply.ts';
import { answerSchemas } from './answer-schemas.ts';

describe('answer schemas in tests', () => {
  const answers = answerSchemas();
  const app = Fastify();
  const answer = z.object({ count: z.number().int() });

  beforeAll(async () => {
    app.addHook('onRoute', answers.onRoute);
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    const r = app.withTypeProvider<ZodTypeProvider>();
    const route = { schema: { response: { 200: answer } } };
    r.get('/right', route, async (_request, reply) =>
      sendJsonText(reply, '{"count":2}' as JsonText<z.output<typeof answer>>),
    );
    r.get('/wrong', route, async (_request, reply) =>
      sendJsonText(reply, '{"count":"two"}' as JsonText<z.output<typeof answer>>),
    );
    r.get('/more', route, async (_request, reply) =>
      sendJsonText(reply, '{"count":2,"secret":"x"}' as JsonText<z.output<typeof answer>>),
    );
    await app.ready();
  });
  afterAll(() => app.close());

  const call = async (url: string) => {
    const res = await app.inject({ method: 'GET', url });
    answers.check(`GET ${url}`, res.raw.res, res.statusCode, res.json());
  };

  it('passes an answer that matches its route schema, JSON text included', async () => {
    await expect(call('/right')).resolves.toBeUndefined();
  });

  it('fails an answer the serializer never saw that does not match', async () => {
    await expect(call('/wrong')).rejects.toThrow('GET /wrong answered 200 outside its response schema');
  });

  it('fails an answer with a field its schema does not declare', async () => {
    await expect(call('/more')).rejects.toThrow('GET /more answered 200 with more than its response schema');
  });
});
