import { describe, expect, it } from 'vitest';
import { clipRange, fitCamera } from './cameraFit.ts';
import type { Vec3 } from './math.ts';

const box = { min: [-1, -2, -3] as Vec3, max: [3, 2, 1] as Vec3 };

describe('fitCamera', () => {
  it('looks at the box centre from the requested direction', () => {
    const fit = fitCamera(box, 45, 1.5, [0, 0, 2]);
    expect(fit.target).toEqual([1, 0, -1]);
    expect(fit.position[0]).toBeCloseTo(1, 9);
    expect(fit.position[1]).toBeCloseTo(0, 9);
    expect(fit.position[2]).toBeGreaterThan(-1);
  });

  it('keeps the bounding sphere inside the narrower field of view', () => {
    for (const aspect of [0.5, 1, 2]) {
      const fit = fitCamera(box, 45, aspect, [1, 1, 1]);
      const distance = Math.hypot(...fit.position.map((p, k) => p - fit.target[k]));
      const vfov = (45 * Math.PI) / 180;
      const hfov = 2 * Math.atan(Math.tan(vfov / 2) * aspect);
      // The sphere's angular radius seen from the camera is no more than half the narrower fov.
      expect(Math.asin(fit.radius / distance)).toBeLessThanOrEqual(Math.min(vfov, hfov) / 2 + 1e-9);
      expect(fit.near).toBeLessThan(distance - fit.radius);
      expect(fit.far).toBeGreaterThan(distance + fit.radius);
    }
  });

  it('frames an empty box around the origin', () => {
    const fit = fitCamera({ min: [1, 1, 1], max: [0, 0, 0] }, 45, 1, [0, 0, 1]);
    expect(fit.target).toEqual([0, 0, 0]);
    expect(fit.radius).toBe(1);
  });
});

describe('clipRange', () => {
  it('moves the near plane in as the camera closes in', () => {
    expect(clipRange(1, 100).near).toBeLessThan(clipRange(100, 100).near);
    expect(clipRange(0, 100).near).toBeGreaterThan(0);
  });
});
