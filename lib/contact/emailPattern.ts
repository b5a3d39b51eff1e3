/**
 * zod's own e-mail pattern (`z.regexes.email` in zod 4.6.7, the one `z.email()` uses), copied: importing it
 * from zod keeps all 64 of zod's patterns in the client. tests/contact-schema.test.ts checks it still equals zod's.
 */
export const emailPattern = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;
