import { type Box3Like, isEmptyBox, type Vec3 } from './math.ts';

export interface CameraFit {
  target: Vec3;
  position: Vec3;
  radius: number;
  near: number;
  far: number;
}

/** The direction a model is first seen from: front-right, a little above (Y is up). */
export const DEFAULT_VIEW_DIRECTION: Vec3 = [1, 0.8, 1.2];

/**
 * Where a perspective camera must stand, looking along `-direction`, so the bounding sphere of `box`
 * fills the view with a margin (the narrower of the vertical and horizontal field of view decides).
 */
export function fitCamera(box: Box3Like, fovDegrees: number, aspect: number, direction: Vec3): CameraFit {
  const empty = isEmptyBox(box);
  const target: Vec3 = empty
    ? [0, 0, 0]
    : [(box.min[0] + box.max[0]) / 2, (box.min[1] + box.max[1]) / 2, (box.min[2] + box.max[2]) / 2];
  const half = empty
    ? 0
    : Math.hypot(box.max[0] - box.min[0], box.max[1] - box.min[1], box.max[2] - box.min[2]) / 2;
  const radius = half > 1e-9 ? half : 1;
  const vfov = (fovDegrees * Math.PI) / 180;
  const hfov = 2 * Math.atan(Math.tan(vfov / 2) * Math.max(aspect, 1e-3));
  const distance = (radius / Math.sin(Math.min(vfov, hfov) / 2)) * 1.05;
  const length = Math.hypot(direction[0], direction[1], direction[2]) || 1;
  const position: Vec3 = [
    target[0] + (direction[0] / length) * distance,
    target[1] + (direction[1] / length) * distance,
    target[2] + (direction[2] / length) * distance,
  ];
  return { target, position, radius, ...clipRange(distance, radius) };
}

/**
 * Near and far planes for a camera `distance` from its target in a model of `radius`: near shrinks
 * as the camera closes in (so zooming into a detail does not cut it), far always holds the model.
 */
export function clipRange(distance: number, radius: number): { near: number; far: number } {
  const near = Math.max(Math.min(distance * 0.01, radius * 0.05), radius * 1e-5, 1e-4);
  const far = Math.max(distance + radius * 4, near * 10);
  return { near, far };
}
