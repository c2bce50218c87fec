// Lucide's icons (the `lucide` package) one module each: an icon is a list of SVG elements.
declare module 'lucide/dist/esm/icons/*.mjs' {
  const icon: [tag: string, attributes: Record<string, string | number>][];
  export default icon;
}
