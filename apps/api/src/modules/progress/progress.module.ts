import { join } from 'node:path';
import type { Module } from '../module.ts';
import { UPLOADS_FOLDER } from './photo-upload-body.ts';
import { createPhotoSweep } from './photo-sweep.ts';
import { createProgressPhotosRepository } from './progress-photos.repository.ts';
import { progressPhotosRoutes } from './progress-photos.routes.ts';
import { createProgressPhotosService } from './progress-photos.service.ts';
import { createProgressRepository } from './progress.repository.ts';
import { progressRoutes } from './progress.routes.ts';
import { createProgressService } from './progress.service.ts';

/** A client's progress entries and photos. */
export const progressModule: Module<
  'settings' | 'db' | 'clients' | 'denied' | 'idempotency' | 'objects' | 'afterAnswer' | 'log'
> = async (app, { settings, db, clients, denied, idempotency, objects, afterAnswer, log }) => {
  progressRoutes(
    app,
    createProgressService({ progress: createProgressRepository(db), clients, denied }),
    idempotency,
  );
  const photos = createProgressPhotosRepository(db);
  const uploadsDir = join(settings.dataDir, UPLOADS_FOLDER);
  progressPhotosRoutes(
    app,
    createProgressPhotosService({ photos, objects, clients, denied, afterAnswer }),
    uploadsDir,
  );
  const { everyMs, graceMs } = settings.photoSweep;
  if (everyMs > 0) {
    const stopSweeping = createPhotoSweep({ photos, objects, uploadsDir, graceMs, log }).every(everyMs);
    app.addHook('onClose', stopSweeping);
  }
};
