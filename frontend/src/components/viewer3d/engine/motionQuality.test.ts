import { BufferGeometry, type WebGLRenderer } from 'three';
import { describe, expect, it } from 'vitest';
import type { Batch } from './batching.ts';
import { MotionQuality } from './motionQuality.ts';

function setup(software = false) {
  let ratio = 2;
  const renderer = {
    getPixelRatio: () => ratio,
    setPixelRatio: (value: number) => {
      ratio = value;
    },
  } as unknown as WebGLRenderer;
  const geometry = new BufferGeometry();
  geometry.setIndex(Array.from({ length: 300 }, (_, i) => i));
  const motion = new MotionQuality(renderer, 2, software);
  motion.setBatches([{ kind: 'mesh', geometry } as Batch]);
  return { motion, geometry, ratio: () => ratio };
}

/** Runs animation frames `interval` ms apart from `start`, drawing each; returns the last time. */
function frames(motion: MotionQuality, start: number, count: number, interval: number) {
  let now = start;
  for (let i = 0; i < count; i++) {
    motion.beforeFrame(now);
    motion.afterFrame(now, true);
    now += interval;
  }
  return now;
}

describe('MotionQuality', () => {
  it('degrades a slow drag and restores full quality when it ends', () => {
    const { motion, geometry, ratio } = setup();
    motion.setDragging(true, 0);
    motion.moved(1);
    let now = frames(motion, 1, 6, 600);
    expect(ratio()).toBeLessThan(2);
    expect(geometry.drawRange.count).toBeLessThan(300);
    motion.setDragging(false, now);
    now += 1000;
    expect(motion.beforeFrame(now)).toBe(true);
    expect(ratio()).toBe(2);
    expect(geometry.drawRange.count).toBe(300);
  });

  it('keeps full quality while frames are fast', () => {
    const { motion, geometry, ratio } = setup();
    motion.setDragging(true, 0);
    motion.moved(1);
    frames(motion, 1, 30, 16);
    expect([ratio(), geometry.drawRange.count]).toEqual([2, 300]);
  });

  it('does not treat a click (press and release without camera change) as movement', () => {
    const { motion, ratio } = setup(true);
    motion.setDragging(true, 100);
    expect(motion.beforeFrame(110)).toBe(false);
    motion.setDragging(false, 120);
    expect(motion.beforeFrame(130)).toBe(false);
    expect(ratio()).toBe(2);
  });

  it('starts a software renderer at half resolution while moving, and a fit is no movement', () => {
    const { motion, ratio } = setup(true);
    motion.moved(0);
    expect(motion.beforeFrame(10)).toBe(true);
    expect(ratio()).toBe(1);
    motion.settle();
    expect(motion.beforeFrame(20)).toBe(true);
    expect(ratio()).toBe(2);
  });
});
