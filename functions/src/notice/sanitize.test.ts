import { describe, expect, it } from 'vitest';
import { isBlankHtml, sanitizeNoticeHtml } from './sanitize.ts';

describe('notice HTML', () => {
  it('removes scripts, event handlers, styles and javascript: links', () => {
    const dirty =
      '<p onclick="steal()">Hi <b>all</b><script>alert(1)</script></p>' +
      '<img src="x" onerror="alert(2)"><img src="https://cdn.example.com/a.png" alt="a">' +
      '<a href="javascript:alert(3)">bad</a><a href="https://loopline.example/x">good</a>' +
      '<style>body{display:none}</style><iframe src="https://evil.example"></iframe>';
    const clean = sanitizeNoticeHtml(dirty);
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:|<style|<iframe|alert/i);
    expect(clean).toContain('<p>Hi <b>all</b></p>');
    expect(clean).toContain('<img src="https://cdn.example.com/a.png" alt="a" />');
    expect(clean).toContain(
      '<a href="https://loopline.example/x" target="_blank" rel="noopener noreferrer">good</a>',
    );
    expect(clean).toContain('<a target="_blank" rel="noopener noreferrer">bad</a>');
  });

  it('keeps ordinary formatting', () => {
    const html =
      '<h2>Maintenance</h2><ul><li>Saturday <i>02:00</i></li></ul><table><tr><td>x</td></tr></table>';
    expect(sanitizeNoticeHtml(html)).toBe(
      '<h2>Maintenance</h2><ul><li>Saturday <i>02:00</i></li></ul><table><tr><td>x</td></tr></table>',
    );
  });

  it('tells blank content', () => {
    expect(isBlankHtml(sanitizeNoticeHtml('<script>alert(1)</script>'))).toBe(true);
    expect(isBlankHtml('<p>&nbsp; </p>')).toBe(true);
    expect(isBlankHtml('<p>x</p>')).toBe(false);
    expect(isBlankHtml('<img src="https://a.example/x.png" />')).toBe(false);
  });
});
