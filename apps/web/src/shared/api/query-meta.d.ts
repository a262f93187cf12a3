import '@tanstack/react-query';

declare module '@tanstack/react-query' {
  interface Register {
    /** silent: the caller shows its own error state, so the global handler stays quiet. */
    queryMeta: { silent?: boolean };
    mutationMeta: { silent?: boolean };
  }
}
