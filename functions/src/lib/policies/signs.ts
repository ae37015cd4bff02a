/** The permission signs live in shared (the SPA's permission dialog uses the same lists). */
export * from '@loopline/shared/signs';
