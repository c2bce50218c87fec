/**
 * '/branch/getBranch/:id' with { id: 'b 1' } → '/branch/getBranch/b%201'; a parameter's pattern
 * ('(^A|B)') is dropped. The browser's client and the server's first reads fill paths through this.
 * No imports: the browser takes this file alone, not the contract behind it.
 */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:(\w+)(?:\([^)]*\))?/g, (_, name: string) =>
    encodeURIComponent(String((params?.[name] as string | number | undefined) ?? '')),
  );
}
