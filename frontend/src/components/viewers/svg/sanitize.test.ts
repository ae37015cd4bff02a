// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sanitizeSvg, svgSize } from './sanitize.ts';

const hostile = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="100" height="50"
  onload="window.__pwned = 1">
  <script>window.__pwned = 2</script>
  <script xlink:href="https://evil.example/x.js"/>
  <rect width="10" height="10" onclick="alert(1)" onmouseover="alert(2)"/>
  <a href="javascript:alert(3)"><text x="1" y="20">PT-101</text></a>
  <image href="https://tracker.example/pixel.png" width="1" height="1"/>
  <use xlink:href="#tag"/>
  <foreignObject width="10" height="10"><iframe src="https://evil.example"></iframe></foreignObject>
  <animate attributeName="href" to="javascript:alert(4)"/>
</svg>`;

describe('sanitizeSvg', () => {
  const clean = sanitizeSvg(hostile);

  it('drops <script> elements and on… handlers such as onload', () => {
    expect(clean).not.toMatch(/<script/i);
    expect(clean).not.toMatch(/onload/i);
    expect(clean).not.toMatch(/onclick|onmouseover/i);
    expect(clean).not.toContain('__pwned');
  });

  it('drops javascript: URLs, external references, foreignObject and animations', () => {
    expect(clean).not.toMatch(/javascript:/i);
    expect(clean).not.toContain('evil.example');
    expect(clean).not.toContain('tracker.example');
    expect(clean).not.toMatch(/foreignObject|iframe|<animate/i);
  });

  it('keeps the drawing: shapes, text and local references', () => {
    const doc = new DOMParser().parseFromString(clean, 'image/svg+xml');
    expect(doc.querySelector('rect')?.getAttribute('width')).toBe('10');
    expect(doc.querySelector('text')?.textContent).toBe('PT-101');
    expect(doc.querySelector('use')?.getAttribute('xlink:href')).toBe('#tag');
  });

  it('never runs the script when the result is put into a page', () => {
    const win = window as unknown as { __pwned?: number };
    const host = document.createElement('div');
    host.innerHTML = clean;
    document.body.append(host);
    host.querySelector('svg')?.dispatchEvent(new Event('load'));
    host.querySelector('rect')?.dispatchEvent(new MouseEvent('click'));
    expect(win.__pwned).toBeUndefined();
    expect(host.querySelectorAll('script')).toHaveLength(0);
  });

  it('keeps the sample P&ID intact apart from what is unsafe', () => {
    const sample = readFileSync('/work/shared/samples/images/dexpi-C01-reference-pid.svg', 'utf8');
    const doc = new DOMParser().parseFromString(sanitizeSvg(sample), 'image/svg+xml');
    expect(doc.querySelectorAll('text').length).toBe(243);
    expect(doc.querySelectorAll('polyline').length).toBe(288);
  });

  it('returns nothing for input without an SVG', () => {
    expect(sanitizeSvg('<script>alert(1)</script>')).toBe('');
    expect(sanitizeSvg('<p>hello</p>')).toBe('');
  });
});

describe('svgSize', () => {
  const parse = (attrs: string) =>
    new DOMParser().parseFromString(`<svg xmlns="http://www.w3.org/2000/svg" ${attrs}/>`, 'image/svg+xml')
      .documentElement as unknown as SVGSVGElement;

  it('reads width and height, converting units', () => {
    expect(svgSize(parse('width="416.5" height="297"'))).toEqual({ width: 416.5, height: 297 });
    expect(svgSize(parse('width="1in" height="2.54cm"'))).toEqual({ width: 96, height: 96 });
  });

  it('falls back on the viewBox', () => {
    expect(svgSize(parse('viewBox="-5 -301 429 306"'))).toEqual({ width: 429, height: 306 });
    expect(svgSize(parse('width="858" viewBox="0 0 429 306"'))).toEqual({ width: 858, height: 612 });
    expect(svgSize(parse('width="100%" height="100%" viewBox="0,0,20,10"'))).toEqual({
      width: 20,
      height: 10,
    });
    expect(svgSize(parse(''))).toEqual({ width: 1000, height: 1000 });
  });
});
