/** Sent as X-App-Version on every call so the server can answer 426 to outdated clients. */
export const APP_VERSION = '2.2.3';
