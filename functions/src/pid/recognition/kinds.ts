/** The drawing kinds recognition reads: vector (or scanned) PDF, and raster images. */
const DRAWING_SUFFIXES: readonly string[] = ['pdf', 'png', 'jpg', 'jpeg'];

export const isRecognisable = (suffix: string) => DRAWING_SUFFIXES.includes(suffix.toLowerCase());
