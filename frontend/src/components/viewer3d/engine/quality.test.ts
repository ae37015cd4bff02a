import { describe, expect, it } from 'vitest';
import { isSoftwareRenderer, partialCount, QUALITY_LEVELS, QualityController } from './quality.ts';

describe('adaptive quality', () => {
  it('keeps full quality while frames are fast', () => {
    const q = new QualityController();
    for (let i = 0; i < 100; i++) expect(q.observe(16)).toBe(false);
    expect(q.current).toEqual({ resolution: 1, share: 1 });
  });

  it('steps down on slow frames, straight to the lowest on very slow ones', () => {
    const q = new QualityController();
    expect(q.observe(70)).toBe(true);
    expect(q.index).toBe(1);
    q.observe(70);
    expect(q.index).toBe(2);
    q.observe(900);
    expect(q.index).toBe(QUALITY_LEVELS.length - 1);
    expect(q.observe(900)).toBe(false);
    expect(new QualityController(1).current.resolution).toBe(0.5);
  });

  it('steps back up only after a run of fast frames', () => {
    const q = new QualityController();
    q.observe(70);
    q.observe(70);
    for (let i = 0; i < 9; i++) expect(q.observe(10)).toBe(false);
    q.observe(30); // an ordinary frame resets the run
    for (let i = 0; i < 9; i++) q.observe(10);
    expect(q.index).toBe(2);
    expect(q.observe(10)).toBe(true);
    expect(q.index).toBe(1);
  });

  it('draws whole primitives of a share', () => {
    expect(partialCount(36, 1, 3)).toBe(36);
    expect(partialCount(36, 0.5, 3)).toBe(18);
    expect(partialCount(36, 0.01, 3)).toBe(3);
    expect(partialCount(10, 0.25, 2)).toBe(4);
  });

  it('recognises software renderers', () => {
    expect(
      isSoftwareRenderer('ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero)), SwiftShader driver)'),
    ).toBe(true);
    expect(isSoftwareRenderer('llvmpipe (LLVM 15.0.7, 256 bits)')).toBe(true);
    expect(
      isSoftwareRenderer('ANGLE (NVIDIA, NVIDIA GeForce RTX 3060 Direct3D11 vs_5_0 ps_5_0, D3D11)'),
    ).toBe(false);
  });
});
