export { ensureBuiltInClients, requireGrant, type VerifiedClient, verifyClient } from './clientCheck.ts';
