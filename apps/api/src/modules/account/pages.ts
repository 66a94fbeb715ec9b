/**
 * The pages of one query, `size` rows at a time, in a stable order. Offsets are safe here: every
 * page is read in the same repeatable-read snapshot, so nothing moves between two of them.
 */
export async function* pages<T>(size: number, read: (limit: number, offset: number) => Promise<T[]>) {
  for (let offset = 0; ; offset += size) {
    const rows = await read(size, offset);
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
  }
}
