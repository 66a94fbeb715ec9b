import { useMutation } from '@tanstack/react-query';
import { accountCalls } from '@kinetic/contracts/account';
import { callApi } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';

/** Everything stored about the signed-in person. */
export function exportMyData() {
  return callApi(accountCalls.exportData);
}

/** Saves `data` as a pretty-printed JSON file through the browser's download. */
export function saveJsonFile(data: unknown, fileName: string): void {
  saveFile(JSON.stringify(data, null, 2), fileName, 'application/json');
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

/** With the password: erases the account; the session is gone with it. */
export function deleteMyAccount(password: string) {
  return callApi(accountCalls.erase, { body: { password } });
}

export function useDeleteMyAccount() {
  return useMutation({ mutationFn: deleteMyAccount });
}
