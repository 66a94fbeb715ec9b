import { ImageOff } from 'lucide-react';
import { PHOTO_TEXTS, type PhotoSize, type ProgressPhoto } from '@kinetic/contracts/progress-photos';
import { cn } from '../../../../components/ui/cn.ts';
import { usePhotoImage, type PhotoSource } from '../../api/progress-photos.ts';

/** One photo's image, fetched with the session (usePhotoImage); a grey box while it loads. */
export function PhotoImage({
  source,
  photo,
  size,
  alt,
  className,
}: {
  source: PhotoSource;
  photo: ProgressPhoto;
  size: PhotoSize;
  alt: string;
  className?: string;
}) {
  const { imageRef, loaded, isError } = usePhotoImage(source, photo, size);
  if (isError)
    return (
      <span
        role="img"
        aria-label={`${alt}: ${PHOTO_TEXTS.imageError}`}
        className={cn('flex items-center justify-center bg-slate-100 text-slate-400', className)}
      >
        <ImageOff aria-hidden="true" className="size-6" />
      </span>
    );
  if (!loaded)
    return (
      <span
        role="img"
        aria-label={alt}
        aria-busy="true"
        className={cn('block animate-pulse bg-slate-100', className)}
      />
    );
  return <img ref={imageRef} alt={alt} className={cn('bg-slate-100 object-cover', className)} />;
}
