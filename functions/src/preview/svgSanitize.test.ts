import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { isLocalTarget, isSelfContainedCss, sanitizeSvg } from './svgSanitize.ts';

const wrap = (body: string, rootAttrs = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10"${rootAttrs}>${body}</svg>`;

/** Everything a browser could run or fetch: none of it may survive. */
const DANGEROUS = [
  /<script/i,
  /\son[a-z]+\s*=/i,
  /javascript:/i,
  /foreignObject/i,
  /https?:\/\//i,
  /@import/i,
  /<iframe/i,
  /<!--/,
  /<\?/,
];

function expectHarmless(svg: string): void {
  // Namespace names are URLs that are never fetched.
  const withoutNamespaces = svg.replace(/\sxmlns(:\w+)?="[^"]*"/g, '');
  for (const pattern of DANGEROUS) expect(withoutNamespaces, String(pattern)).not.toMatch(pattern);
}

describe('sanitizeSvg', () => {
  it('strips script elements and on* handlers', () => {
    const { svg, removed } = sanitizeSvg(
      wrap(
        '<script>alert(1)</script><rect width="1" height="1" onclick="alert(2)" onmouseover="x()"/>',
        ' onload="alert(3)"',
      ),
    );
    expectHarmless(svg);
    expect(svg).toContain('<rect width="1" height="1"/>');
    expect(removed).toEqual(expect.arrayContaining(['script', '@onload', '@onclick', '@onmouseover']));
  });

  it('strips javascript: links and external links but keeps the linked content', () => {
    const { svg } = sanitizeSvg(
      wrap(
        '<a href="javascript:alert(1)"><rect width="1" height="1"/></a><a xlink:href="https://example.com/"><text>t</text></a>',
      ),
    );
    expectHarmless(svg);
    expect(svg).toContain('<a><rect width="1" height="1"/></a>');
    expect(svg).toContain('<text>t</text>');
  });

  it('drops foreignObject with its HTML', () => {
    const { svg } = sanitizeSvg(
      wrap(
        '<foreignObject><div xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="alert(1)"/></div></foreignObject>',
      ),
    );
    expectHarmless(svg);
    expect(svg).not.toMatch(/<img|<div/);
  });

  it('drops external references in href, use, image, CSS and presentation attributes', () => {
    const { svg } = sanitizeSvg(
      wrap(
        '<style>@import url(http://evil/x.css); .a{fill:red}</style>' +
          '<image href="http://evil/t.png" width="1" height="1"/>' +
          '<use xlink:href="http://evil/s.svg#a"/>' +
          '<rect width="1" height="1" style="fill:url(http://evil/y)" fill="url(https://evil/z)"/>',
      ),
    );
    expectHarmless(svg);
    expect(svg).toContain('<image width="1" height="1"/>');
    expect(svg).toContain('<use/>');
    expect(svg).toContain('<rect width="1" height="1"/>');
  });

  it('keeps local references, inline raster images and self-contained CSS', () => {
    const { svg } = sanitizeSvg(
      wrap(
        '<style>.c{fill:url(#g)} .d &gt; .e{stroke:blue}</style>' +
          '<defs><linearGradient id="g" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="red"/></linearGradient>' +
          '<clipPath id="cp"><rect width="3" height="3"/></clipPath></defs>' +
          '<use href="#r"/><image href="data:image/png;base64,iVBORw0KGgo=" width="1" height="1"/>' +
          '<rect id="r" width="1" height="1" fill="url(#g)" clip-path="url(#cp)" style="stroke:blue"/>',
      ),
    );
    expect(svg).toContain('viewBox="0 0 10 10"');
    expect(svg).toContain('<linearGradient id="g" gradientUnits="userSpaceOnUse">');
    expect(svg).toContain('<clipPath id="cp">');
    expect(svg).toContain('<use href="#r"/>');
    expect(svg).toContain('href="data:image/png;base64,iVBORw0KGgo="');
    expect(svg).toContain('fill="url(#g)" clip-path="url(#cp)" style="stroke:blue"');
    expect(svg).toContain('.c{fill:url(#g)} .d &gt; .e{stroke:blue}');
  });

  it('removes href animation, comments, processing instructions and the doctype', () => {
    const { svg } = sanitizeSvg(
      '<?xml version="1.0"?><!DOCTYPE svg><svg xmlns="http://www.w3.org/2000/svg"><!-- c -->' +
        '<?xml-stylesheet href="http://evil/x.xsl"?><animate attributeName="href" values="javascript:alert(1)"/>' +
        '<set attributeName="onmouseover" to="alert(2)"/><circle r="1"/></svg>',
    );
    expectHarmless(svg);
    expect(svg).not.toMatch(/<animate|<set|DOCTYPE/);
    expect(svg).toContain('<circle r="1"/>');
  });

  it('keeps escaped markup in text as text', () => {
    const { svg } = sanitizeSvg(wrap('<text>&lt;/svg&gt;&lt;script&gt;alert(1)&lt;/script&gt;</text>'));
    expect(svg).toContain('<text>&lt;/svg&gt;&lt;script&gt;alert(1)&lt;/script&gt;</text>');
  });

  it('refuses a file without an svg element', () => {
    expect(() => sanitizeSvg('<html><body>hi</body></html>')).toThrow(
      expect.objectContaining({ messageKey: 'preview.notSvg' }),
    );
    expect(() => sanitizeSvg(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toThrow(
      expect.objectContaining({ messageKey: 'preview.notSvg' }),
    );
  });

  it('keeps the content of the DEXPI reference P&ID', async () => {
    const source = await readFile('/work/shared/samples/images/dexpi-C01-reference-pid.svg');
    const { svg, removed } = sanitizeSvg(new Uint8Array(source));
    expect(removed).toEqual([]);
    const count = (text: string, tag: string) => (text.match(new RegExp(`<${tag}[\\s>/]`, 'g')) ?? []).length;
    const original = source.toString('utf8');
    for (const tag of ['g', 'polyline', 'path', 'ellipse', 'text', 'rect', 'metadata']) {
      expect(count(svg, tag), tag).toBe(count(original, tag));
    }
    expect(svg).toContain('viewBox="-5.0 -301.0 429.0 306.0"');
    expect(svg).toContain('vector-effect="non-scaling-stroke"');
    // The result is well-formed XML: librsvg (an XML parser) reads it back.
    expect((await sharp(Buffer.from(svg)).metadata()).format).toBe('svg');
    const texts = (text: string) => [...text.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
    expect(texts(svg)).toEqual(texts(original));
  });
});

describe('reference policy', () => {
  it('accepts only local targets', () => {
    expect(isLocalTarget('#a')).toBe(true);
    expect(isLocalTarget(' data:image/jpeg;base64,AAAA')).toBe(true);
    expect(isLocalTarget('data:image/svg+xml;base64,AAAA')).toBe(false);
    expect(isLocalTarget('data:text/html,<script>')).toBe(false);
    expect(isLocalTarget('//evil/x')).toBe(false);
    expect(isLocalTarget('x.svg#a')).toBe(false);
  });

  it('accepts CSS that loads nothing', () => {
    expect(isSelfContainedCss('fill:url(#g);stroke:red')).toBe(true);
    expect(isSelfContainedCss("fill:url( '#g' )")).toBe(true);
    expect(isSelfContainedCss('fill:url(http://x)')).toBe(false);
    expect(isSelfContainedCss('fill:URL(/x)')).toBe(false);
    expect(isSelfContainedCss('fill:u\\72l(http://x)')).toBe(false);
    expect(isSelfContainedCss('@import "x.css";')).toBe(false);
    expect(isSelfContainedCss('@font-face{src:local(a)}')).toBe(false);
    expect(isSelfContainedCss('fill:url(http://x')).toBe(false);
  });
});
