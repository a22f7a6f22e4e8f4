import { Button } from "../ui/button.tsx";

/** Where a page's code failed to download (a deploy replaced the files, the network blinked). */
export function PageNotLoaded({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="flex h-40 flex-col items-center justify-center gap-3 text-sm text-slate-600">
      <p>This page could not be loaded. Check the connection to the server.</p>
      <Button size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
