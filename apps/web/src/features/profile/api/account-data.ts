import { useMutation } from '@tanstack/react-query';
import { accountCalls } from '@kinetic/contracts/account';
import { apiPath, apiRequest, callApi } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';

/** Everything stored about the signed-in person. */
export function exportMyData() {
  return callApi(accountCalls.exportData);
}

/** Saves `data` as a pretty-printed JSON file through the browser's download. */
export function saveJsonFile(data: unknown, fileName: string): void {
  saveFile(JSON.stringify(data, null, 2), fileName, 'application/json');
}

/** The app's name as a file name's start: 'Kinetic' → 'kinetic'. */
const slugOf = (appName: string) =>
  appName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'account';

export function useExportMyData(appName: string) {
  return useMutation({
    mutationFn: exportMyData,
    onSuccess: (data) => {
      saveJsonFile(data, `${slugOf(appName)}-data-${data.exportedAt.slice(0, 10)}.json`);
    },
  });
}

/** The signed-in person's progress photos, one zip (a call of its own beside the JSON export). */
export function useExportMyPhotos(appName: string) {
  return useMutation({
    mutationFn: async () =>
      (await apiRequest<Blob>('GET', apiPath(accountCalls.exportPhotos), { answer: 'blob' })).arrayBuffer(),
    onSuccess: (zip) => {
      saveFile(
        zip,
        `${slugOf(appName)}-photos-${new Date().toISOString().slice(0, 10)}.zip`,
        'application/zip',
      );
    },
  });
}

/** With the password: erases the account; the session is gone with it. */
export function deleteMyAccount(password: string) {
  return callApi(accountCalls.erase, { body: { password } });
}

export function useDeleteMyAccount() {
  return useMutation({ mutationFn: deleteMyAccount });
}
