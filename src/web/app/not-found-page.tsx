/** Product §2: any path other than / shows 'Page Not Found'. */
export function NotFoundPage() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-3 text-center">
      <p className="text-sm font-semibold text-slate-400">404</p>
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Page Not Found</h1>
      <a href="/" className="text-sm text-blue-700 underline-offset-2 hover:underline">
        Go to the scheduler
      </a>
    </main>
  );
}
