/** A full-screen busy indicator; the label is announced (role=status) and visible. */
export function Spinner({ label }: { label: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-background"
    >
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-4 border-border border-t-primary motion-reduce:animate-none"
      />
      <span className="text-sm text-muted-foreground">{label}</span>
    </div>
  );
}
