import { sql } from 'drizzle-orm';
import { row, type CallSpec } from './call-spec.ts';
import type { Fixture } from './fixture.ts';
import { plainImage } from '../images.ts';

let jpeg: Buffer | undefined;
const aJpeg = async () => (jpeg ??= await plainImage('jpeg', 64, 48));

/** A progress photo of the owner's (or another client's), uploaded through the API. */
async function newPhoto(f: Fixture, who: 'owner' | 'otherClient' = 'owner') {
  const res = await f.t.call('POST', `/api/progress/photos?date=${f.today}&pose=front`, {
    token: f.people[who].token,
    body: await aJpeg(),
    headers: { 'content-type': 'image/jpeg' },
  });
  if (res.status !== 201) throw new Error(`uploading a photo: ${res.status} ${JSON.stringify(res.body)}`);
  return { photoId: res.body.photo.id as string };
}

const withPhoto = { setup: (f: Fixture) => newPhoto(f) };

/**
 * A photo of the owner's for the reads: one already there when there is (a read must change no
 * table, and the fuzzing checks it), else a new one.
 */
async function anyPhoto(f: Fixture, who: 'owner' | 'otherClient' = 'owner') {
  const [held] = await f.t.rows(
    sql`select id from progress_photos where client_id = ${f.people[who].id} order by created_at limit 1`,
  );
  return held ? { photoId: held.id as string } : newPhoto(f, who);
}
const withAnyPhoto = { setup: (f: Fixture) => anyPhoto(f) };
// The body is made before the rows run (setup is async, a body is not).
await aJpeg();

// prettier-ignore
export const PHOTO_CALLS: CallSpec[] = [
  //                                                                                    anon  owner othC  trnr  othT  cons  deact
  row('GET', '/api/progress/photos', { url: () => '/api/progress/photos' },             [401, 200,  200,  403,  403,  403,  401]),
  row('POST', '/api/progress/photos', {
    // Leaves the owner a photo for the reads below, which must not have to upload one.
    ...withAnyPhoto,
    url: ({ f }) => `/api/progress/photos?date=${f.today}&pose=side`,
    body: () => jpeg,
    headers: () => ({ 'content-type': 'image/jpeg' }),
  },                                                                                    [401, 201,  201,  403,  403,  403,  401]),
  row('GET', '/api/progress/photos/:id/:size', {
    ...withAnyPhoto,
    url: ({ ctx }) => `/api/progress/photos/${ctx.photoId}/thumb`,
  },                                                                                    [401, 200,  404,  403,  403,  403,  401]),
  row('DELETE', '/api/progress/photos/:id', {
    ...withPhoto,
    url: ({ ctx }) => `/api/progress/photos/${ctx.photoId}`,
  },                                                                                    [401, 204,  404,  403,  403,  403,  401]),
  row('GET', '/api/clients/:id/progress/photos', {
    url: ({ f }) => `/api/clients/${f.people.owner.id}/progress/photos`,
  },                                                                                    [401, 403,  403,  200,  404,  403,  401]),
  row('GET', '/api/clients/:id/progress/photos/:photoId/:size', {
    ...withAnyPhoto,
    url: ({ f, ctx }) => `/api/clients/${f.people.owner.id}/progress/photos/${ctx.photoId}/full`,
  },                                                                                    [401, 403,  403,  200,  404,  403,  401]),
  row('GET', '/api/clients/:id/progress/photos/:photoId/:size', {
    variant: 'the other client’s photo under the owner',
    setup: (f) => anyPhoto(f, 'otherClient'),
    url: ({ f, ctx }) => `/api/clients/${f.people.owner.id}/progress/photos/${ctx.photoId}/full`,
  },                                                                                    [401, 403,  403,  404,  404,  403,  401]),
  row('GET', '/api/users/me/export/photos', {
    ...withAnyPhoto,
    url: () => '/api/users/me/export/photos',
    // The zip names each photo by its id: the owner's is in the owner's zip, and in no one else's.
    verify: ({ kind, ctx }, res) => {
      const holds = String(res.body).includes(ctx.photoId!);
      if (holds !== (kind === 'owner')) throw new Error(`the zip ${holds ? 'holds' : 'lacks'} the owner's photo`);
    },
  },                                                                                    [401, 200,  200,  200,  200,  200,  401]),
];
