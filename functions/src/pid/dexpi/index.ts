export { type DexpiTruth, readDexpi } from './read.ts';
