/** @tesseract.js-data/eng ships no types: its CommonJS export names the folder of eng.traineddata.gz. */
declare module '@tesseract.js-data/eng' {
  const data: { code: string; gzip: boolean; langPath: string };
  export default data;
}
