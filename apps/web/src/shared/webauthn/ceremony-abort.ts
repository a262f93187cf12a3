/** The browser's refusal or the user's cancel of a WebAuthn ceremony (not an answer of the server). */
export const isCeremonyAbort = (error: unknown) =>
  error instanceof Error && ['NotAllowedError', 'AbortError', 'InvalidStateError'].includes(error.name);
