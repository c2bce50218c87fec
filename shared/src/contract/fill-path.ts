/**
 * '/branch/getBranch/:id' with { id: 'b 1' } → '/branch/getBranch/b%201', and a parameter inside a
 * segment as the spec writes it: '/menu/get{product}BusinessDetails/' with { product: 'OrderAndPay' }
 * → '/menu/getOrderAndPayBusinessDetails/'. The browser's client and the server's first reads fill
 * paths through this. No imports: the browser takes this file alone, not the contract behind it.
 */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:(\w+)|\{(\w+)\}/g, (_, segment: string | undefined, inWord: string | undefined) =>
    encodeURIComponent(String((params?.[(segment ?? inWord)!] as string | number | undefined) ?? '')),
  );
}
