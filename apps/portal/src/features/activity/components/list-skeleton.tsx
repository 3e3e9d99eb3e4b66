/** Three placeholder rows while a list's first page loads. */
export function ListSkeleton() {
  return (
    <ul aria-busy="true" className="flex flex-col gap-2">
      {[0, 1, 2].map((n) => (
        <li key={n} className="h-14 animate-pulse rounded-xl bg-foreground/10" />
      ))}
    </ul>
  );
}
