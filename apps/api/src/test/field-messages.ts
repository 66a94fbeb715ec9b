/** A 400 answer's field messages by field (path), to compare with the messages a test expects. */
export const fieldMessages = (res: { body: { errors?: { path: string; msg: string }[] } }) =>
  Object.fromEntries((res.body.errors ?? []).map((e) => [e.path, e.msg]));
