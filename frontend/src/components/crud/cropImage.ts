/** The part of the picture chosen in a cropper, in the picture's own pixels. */
export interface CropArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface CropOutput {
  width: number;
  height: number;
  type: 'image/png' | 'image/jpeg';
  /** JPEG quality, 0–1 (default 0.92). */
  quality?: number;
}

export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('image failed to load'));
    image.src = src;
  });
}

/** Draws the chosen area onto a canvas of the output size. JPEG has no transparency: white behind. */
export async function cropToCanvas(
  src: string,
  area: CropArea,
  output: CropOutput,
): Promise<HTMLCanvasElement> {
  const image = await loadImage(src);
  const canvas = document.createElement('canvas');
  canvas.width = output.width;
  canvas.height = output.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('canvas unavailable');
  if (output.type === 'image/jpeg') {
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, output.width, output.height);
  }
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, output.width, output.height);
  return canvas;
}

/** The crop as a data: URL. */
export async function cropToDataUrl(src: string, area: CropArea, output: CropOutput): Promise<string> {
  return (await cropToCanvas(src, area, output)).toDataURL(output.type, output.quality ?? 0.92);
}

/** The crop as a file named after the original, for an upload. */
export async function cropToFile(
  src: string,
  area: CropArea,
  output: CropOutput,
  name: string,
): Promise<File> {
  const canvas = await cropToCanvas(src, area, output);
  const blob = await new Promise<Blob>((resolve, reject) =>
    canvas.toBlob(
      (b) => (b ? resolve(b) : reject(new Error('encode failed'))),
      output.type,
      output.quality ?? 0.92,
    ),
  );
  const extension = output.type === 'image/png' ? 'png' : 'jpg';
  return new File([blob], `${name.replace(/\.[^.]+$/, '')}.${extension}`, { type: output.type });
}
