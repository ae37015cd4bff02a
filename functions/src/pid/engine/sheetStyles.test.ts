import { describe, expect, it } from 'vitest';
import type { TagMatcher } from './classify.ts';
import { recognisePage } from './recognise.ts';
import { readSvgPage } from './vector/readSvg.ts';

/** Reads tags the way a rule set for ISO 10628 / DEXPI style would: letters, optional space, decimal number. */
const matcher: TagMatcher = {
  match(kind, text) {
    const forms = {
      instrument: /^([A-Z]{1,5})[ -]?(\d+(?:\.\d+)?)$/,
      valve: /^(PV|SV|TV)[ -]?(\d+(?:\.\d+)?)$/,
      equipment: /^([A-Z])[ -]?(\d+(?:\.\d+)?)$/,
      line: /^L-\d+$/,
    };
    const m = forms[kind].exec(text.trim());
    return m
      ? { tag: `${m[1]}-${m[2]}`, fields: { functionLetters: m[1] ?? '', loopNumber: m[2] ?? '' } }
      : null;
  },
};

const text = (x: number, y: number, s: string, extra = '') =>
  `<text x="${x}" y="${y}" font-size="3" text-anchor="middle" dy="0.5em"${extra}>${s}</text>`;
/** DEXPI's instrument bubble: a 13.5 × 7.5 mm stadium of two lines and two arcs, optionally barred. */
const stadium = (x: number, y: number, barred: boolean) => `<g transform="translate(${x},${y})">
  <polyline points="-3.0,-3.75 3.0,-3.75" fill="none"/>
  <path d="M -3.00,-3.75 A 3.75,3.75 0.00 0,0 -3.00,3.75" fill="none"/>
  <polyline points="-3.0,3.75 3.0,3.75" fill="none"/>
  <path d="M 3.00,3.75 A 3.75,3.75 0.00 0,0 3.00,-3.75" fill="none"/>
  ${barred ? '<polyline points="-6.75,0 6.75,0" fill="none"/>' : ''}</g>`;

const SHEET = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 210">
<polyline points="4,4 296,4 296,206 4,206 4,4" fill="none"/>
${stadium(100, 50, false)}${text(100, 48, 'PI')}${text(100, 51.5, '4712.01')}
${stadium(150, 50, true)}${text(150, 48, 'PICSA')}${text(150, 51.5, '4712.02')}
<polyline points="150,53.75 150,96" fill="none"/>
<polyline points="60,100 148,100" fill="none"/><polyline points="152,100 250,100" fill="none"/>
<g transform="translate(150,100) scale(0.4,0.4)"><polyline points="-5.0,-2.5 5.0,2.5 5.0,-2.5 -5.0,2.5 -5.0,-2.5" fill="none"/></g>
${text(150, 95, 'PV4712.02')}
<g transform="translate(40,100) scale(1.5,1.7)">
  <polyline points="10.0,12.5 10.0,-12.5" fill="none"/>
  <path d="M 10.00,-12.50 A 21.25,21.25 0.00 0,0 -10.00,-12.50" fill="none"/>
  <polyline points="-10.0,-12.5 -10.0,12.5" fill="none"/>
  <path d="M -10.00,12.50 A 21.25,21.25 0.00 0,0 10.00,12.50" fill="none"/>
</g>${text(40, 100, 'T4750')}
<polyline points="200,186 296,186" fill="none"/><polyline points="200,186 200,206" fill="none"/>
<polyline points="200,191 296,191" fill="none"/><polyline points="200,196 296,196" fill="none"/>
<polyline points="200,201 296,201" fill="none"/><polyline points="240,186 240,206" fill="none"/>
${text(220, 188, 'PROJECT')}${text(260, 188, 'P3.1415')}${text(220, 193, 'SHEET')}${text(260, 193, 'S 1')}
${text(220, 198, 'DRAWN')}${text(260, 198, 'A. Creator')}
${text(2, 100, 'B')}
</svg>`;

describe('symbols drawn in other styles (ISO 10628 / DEXPI)', () => {
  const page = readSvgPage(SHEET, 1);
  const result = recognisePage(page, { matcher });
  const tagged = (type: string) =>
    result.details
      .filter((d) => d.type === type)
      .map((d) => `${d.category}:${d.tag}`)
      .sort();

  it('finds stadium bubbles, field and panel, and reads their two-line tags with the rule set', () => {
    expect(tagged('instrument')).toEqual(['field:PI-4712.01', 'panel:PICSA-4712.02']);
    const pi = result.details.find((d) => d.tag === 'PI-4712.01');
    expect(pi?.box.w).toBeCloseTo(13.5, 0);
    expect(pi?.box.h).toBeCloseTo(7.5, 0);
  });

  it('finds a 4 × 2 mm bow-tie valve drawn as one self-crossing path and gives it its tag', () => {
    expect(tagged('valve')).toEqual(['gate:PV-4712.02']);
  });

  it('finds a vessel outlined by two sides and two dished heads', () => {
    expect(result.details.filter((d) => d.type === 'equipment').map((d) => d.tag)).toEqual(['T-4750']);
  });

  it('reads nothing in the title block or the frame margin', () => {
    const tags = result.details.map((d) => d.tag);
    expect(tags).not.toContain('P-3.1415');
    expect(tags).not.toContain('S-1');
    expect(tags).not.toContain('B');
  });

  it('forms loops of decimal loop numbers the rule set reads', () => {
    const byNumber = recognisePage(page, { matcher, circuitOf: (item) => item.fields.loopNumber ?? null });
    expect(byNumber.loops).toEqual([
      { loopNumber: '4712.01', tags: ['PI-4712.01'] },
      { loopNumber: '4712.02', tags: ['PICSA-4712.02'] },
    ]);
  });
});
