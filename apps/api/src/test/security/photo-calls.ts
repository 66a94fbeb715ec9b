import { row, type CallSpec } from './call-spec.ts';
import type { Fixture } from './fixture.ts';
import { plainImage } from '../images.ts';

let jpeg: Buffer | undefined;
const aJpeg = async () => (jpeg ??= await plainImage('jpeg', 64, 48));

/** A progress photo of the owner's, uploaded through the API. */
async function newPhoto(f: Fixture) {
  const res = await f.t.call('POST', `/api/progress/photos?date=${f.today}&pose=front`, {
    token: f.people.owner.token,
    body: await aJpeg(),
    headers: { 'content-type': 'image/jpeg' },
  });
  if (res.status !== 201) throw new Error(`uploading a photo: ${res.status} ${JSON.stringify(res.body)}`);
  return { photoId: res.body.photo.id as string };
}

const withPhoto = { setup: newPhoto };
// The body is made before the rows run (setup is async, a body is not).
await aJpeg();

// prettier-ignore
export const PHOTO_CALLS: CallSpec[] = [
  //                                                                                    anon  owner othC  trnr  othT  cons  deact
  row('GET', '/api/progress/photos', { url: () => '/api/progress/photos' },             [401, 200,  200,  403,  403,  403,  401]),
  row('POST', '/api/progress/photos', {
    url: ({ f }) => `/api/progress/photos?date=${f.today}&pose=side`,
    body: () => jpeg,
    headers: () => ({ 'content-type': 'image/jpeg' }),
  },                                                                                    [401, 201,  201,  403,  403,  403,  401]),
  row('GET', '/api/progress/photos/:id/:size', {
    ...withPhoto,
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
    ...withPhoto,
    url: ({ f, ctx }) => `/api/clients/${f.people.owner.id}/progress/photos/${ctx.photoId}/full`,
  },                                                                                    [401, 403,  403,  200,  404,  403,  401]),
  row('GET', '/api/clients/:id/progress/photos/:photoId/:size', {
    variant: 'the other client’s photo under the owner',
    setup: async (f) => {
      const res = await f.t.call('POST', `/api/progress/photos?date=${f.today}&pose=back`, {
        token: f.people.otherClient.token,
        body: await aJpeg(),
        headers: { 'content-type': 'image/jpeg' },
      });
      return { photoId: res.body.photo.id as string };
    },
    url: ({ f, ctx }) => `/api/clients/${f.people.owner.id}/progress/photos/${ctx.photoId}/full`,
  },                                                                                    [401, 403,  403,  404,  404,  403,  401]),
];
