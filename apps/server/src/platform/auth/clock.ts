/**
 * The time the sign-in codes are judged by (TOTP steps, code and challenge lifetimes). One object,
 * so that tests can stand at a chosen instant (a code "one step ago") without faking the process
 * clock that the job queue and the database driver run on.
 */
export const authClock = {
  now: (): number => Date.now(),
  date(): Date {
    return new Date(authClock.now());
  },
};
