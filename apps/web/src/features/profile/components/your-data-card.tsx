import { useState } from 'react';
import toast from 'react-hot-toast';
import { Download, FileLock2, Trash2 } from 'lucide-react';
import { PHOTO_TEXTS } from '@kinetic/contracts/progress-photos';
import { Button } from '../../../components/ui/button.tsx';
import { useAppName } from '../../../lib/public-config.ts';
import { errorText } from '../../../lib/api-client.ts';
import { useExportMyData, useExportMyPhotos } from '../api/account-data.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { DeleteAccountDialog } from './delete-account-dialog.tsx';
import { SectionCard } from './section-card.tsx';

/** The person's rights over their data: a copy of all of it, and deleting the account. */
export function YourDataCard() {
  const appName = useAppName();
  const download = useExportMyData(appName);
  const photos = useExportMyPhotos(appName);
  const isClient = useAuthStore((s) => s.user?.roles.includes('CLIENT') ?? false);
  const [deleting, setDeleting] = useState(false);

  return (
    <SectionCard
      title="Your data"
      description="Take a copy of everything stored about you, or delete your account."
      icon={FileLock2}
    >
      <div className="space-y-4">
        <div>
          <Button
            variant="secondary"
            fullWidth
            loading={download.isPending}
            onClick={() =>
              download.mutate(undefined, {
                onSuccess: () => toast.success('Your data has been downloaded'),
                onError: (error) => toast.error(errorText(error, 'Failed to download your data')),
              })
            }
          >
            {!download.isPending && <Download aria-hidden="true" className="size-4" />}
            {download.isPending ? 'Preparing...' : 'Download my data'}
          </Button>
          <p className="mt-1.5 text-xs text-slate-500">
            A JSON file with your profile, intake answers, workouts, meals and progress.
          </p>
        </div>
        {isClient && (
          <div>
            <Button
              variant="secondary"
              fullWidth
              loading={photos.isPending}
              onClick={() =>
                photos.mutate(undefined, {
                  onSuccess: () => toast.success(PHOTO_TEXTS.downloaded),
                  onError: (error) => toast.error(errorText(error, PHOTO_TEXTS.downloadFailed)),
                })
              }
            >
              {!photos.isPending && <Download aria-hidden="true" className="size-4" />}
              {photos.isPending ? 'Preparing...' : PHOTO_TEXTS.download}
            </Button>
            <p className="mt-1.5 text-xs text-slate-500">{PHOTO_TEXTS.downloadHint}</p>
          </div>
        )}
        <div className="border-t border-slate-100 pt-4">
          <Button variant="danger" fullWidth onClick={() => setDeleting(true)}>
            <Trash2 aria-hidden="true" className="size-4" />
            Delete my account
          </Button>
          <p className="mt-1.5 text-xs text-slate-500">
            Erases your health data and personal details and signs you out everywhere.
          </p>
        </div>
      </div>
      <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} />
    </SectionCard>
  );
}
