import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { exercisePictureFile } from '@kinetic/contracts/exercise-details';

/**
 * The exercise pictures on disk (the starter data's WebP files): one by its file name, or undefined
 * for any name that is not a picture's, so no other path of the folder, nor the folder, is read.
 */
export function createExercisePictures(dir: string) {
  return {
    async read(file: string): Promise<Buffer | undefined> {
      if (!exercisePictureFile.safeParse(file).success) return undefined;
      try {
        return await readFile(join(dir, file));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
  };
}
