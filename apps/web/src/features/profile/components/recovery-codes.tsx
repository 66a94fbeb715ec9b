import toast from 'react-hot-toast';
import { Copy, Download } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { useAppName } from '../../../lib/public-config.ts';
import { saveFile } from '../../../lib/save-file.ts';

/** The recovery codes, shown once: to copy or download before they are gone. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  const appName = useAppName();
  const text = `${appName} recovery codes (each works once)\n\n${codes.join('\n')}\n`;
  const copy = () =>
    navigator.clipboard
      .writeText(text)
      .then(() => toast.success('Recovery codes copied'))
      .catch(() => toast.error('Could not copy. Select the codes and copy them yourself.'));
  const download = () =>
    saveFile(
      text,
      `${appName.toLowerCase().replace(/[^a-z0-9]+/g, '-') || 'account'}-recovery-codes.txt`,
      'text/plain',
    );

  return (
    <div className="space-y-4">
      <div className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
        Save these recovery codes somewhere safe. Each one signs you in once if you lose your phone. They will
        not be shown again.
      </div>
      <ol
        aria-label="Recovery codes"
        className="grid grid-cols-1 gap-2 rounded-lg bg-slate-50 p-4 font-mono text-sm text-slate-900 sm:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code} className="select-all text-center tracking-wide">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button variant="secondary" onClick={() => void copy()} className="sm:flex-1">
          <Copy aria-hidden="true" className="size-4" /> Copy codes
        </Button>
        <Button variant="secondary" onClick={download} className="sm:flex-1">
          <Download aria-hidden="true" className="size-4" /> Download codes
        </Button>
      </div>
    </div>
  );
}
