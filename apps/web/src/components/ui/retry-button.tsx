import { RefreshCw } from 'lucide-react';
import { Button } from './button.tsx';

/** The small 'Retry' button beside a text saying something could not be loaded. */
export function RetryButton({ onRetry }: { onRetry: () => void }) {
  return (
    <Button variant="secondary" size="sm" onClick={onRetry}>
      <RefreshCw aria-hidden="true" className="size-4" />
      Retry
    </Button>
  );
}
