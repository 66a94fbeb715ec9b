import { useEffect, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Toaster } from 'react-hot-toast';
import { useAppName } from '../lib/public-config.ts';
import { purgeOnSessionChange } from '../lib/query-client.ts';
import { startSessionRevocation } from '../lib/session-revocation.ts';
import { startWriteQueue } from '../lib/write-queue.ts';
import { TOASTS_TOP } from './layouts/use-toasts-below.ts';
import { UpdatePrompt } from './update-prompt.tsx';

/**
 * Toasts top-right; 4 s for blank, error and custom, 2 s for success, loading until dismissed.
 * They sit below the signed-in top bar, wherever it is (useToastsBelow); elsewhere 76 px down.
 */
export function AppToaster() {
  return (
    <Toaster
      position="top-right"
      containerStyle={{ top: `var(${TOASTS_TOP}, 76px)` }}
      toastOptions={{
        duration: 4000,
        blank: { duration: 4000 },
        error: { duration: 4000 },
        custom: { duration: 4000 },
        success: { duration: 2000 },
        loading: { duration: Infinity },
        className: 'text-sm',
        style: { maxWidth: 420 },
      }}
    />
  );
}

function DocumentTitle() {
  const appName = useAppName();
  useEffect(() => {
    document.title = appName;
  }, [appName]);
  return null;
}

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  useEffect(() => purgeOnSessionChange(queryClient), [queryClient]);
  useEffect(() => startWriteQueue(queryClient), [queryClient]);
  useEffect(() => startSessionRevocation(), []);
  return (
    <QueryClientProvider client={queryClient}>
      <DocumentTitle />
      {children}
      <AppToaster />
      <UpdatePrompt />
    </QueryClientProvider>
  );
}
