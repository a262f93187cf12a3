// SaxonJS ships no types; only the synchronous transform the official validation uses.
declare module 'saxon-js' {
  type TransformOptions = {
    stylesheetInternal: unknown;
    sourceText: string;
    destination: 'serialized';
  };
  const SaxonJS: {
    transform(options: TransformOptions, mode: 'sync'): { principalResult: string };
  };
  export default SaxonJS;
}
