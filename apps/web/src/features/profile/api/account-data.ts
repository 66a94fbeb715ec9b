import { useMutation } from '@tanstack/react-query';
import type { AccountExport } from '@kinetic/contracts/account';
import { api } from '../../../lib/api-client.ts';

/** GET /api/users/me/export: everything stored about the signed-in person. */
export function exportMyData(): Promise<AccountExport> {
  return api.get<AccountExport>('/users/me/export');
}

/** Saves `data` as a pretty-printed JSON file through the browser's download. */
export function saveJsonFile(data: unknown, fileName: string): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download by now; the file's memory can go.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function useExportMyData(appName: string) {
  return useMutation({
    mutationFn: exportMyData,
    onSuccess: (data) => {
      const slug =
        appName
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-|-$/g, '') || 'account';
      saveJsonFile(data, `${slug}-data-${data.exportedAt.slice(0, 10)}.json`);
    },
  });
}

/** DELETE /api/users/me with the password: erases the account; the session is gone with it. */
export function deleteMyAccount(password: string): Promise<void> {
  return api.delete<void>('/users/me', { password });
}

export function useDeleteMyAccount() {
  return useMutation({ mutationFn: deleteMyAccount });
}
