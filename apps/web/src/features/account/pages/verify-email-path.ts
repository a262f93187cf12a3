/** Where the code of an address change (or of a first verification) is entered. */
export const VERIFY_EMAIL_PATH = '/my-account/verify-email';
