import type { ReactNode } from 'react';

/** Toolbar icons Cloudscape does not have, drawn on its 16 × 16 grid with the current text colour. */
function icon(children: ReactNode) {
  return (
    <svg viewBox="0 0 16 16" focusable="false" aria-hidden="true">
      <g fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
        {children}
      </g>
    </svg>
  );
}

export const rotateIcon = icon(
  <>
    <path d="M13 8a5 5 0 1 1-1.5-3.6" />
    <path d="M12 1v3.5H8.5" />
  </>,
);

export const handIcon = icon(
  <path d="M5 9V3.5a1 1 0 0 1 2 0V8m0-5.5a1 1 0 0 1 2 0V8m0-4.5a1 1 0 0 1 2 0V8m0-3a1 1 0 0 1 2 0v5c0 3-2 5-4.5 5S4.5 14 3 11.5L1.8 9.4a1 1 0 0 1 1.7-1L5 10" />,
);

export const selectIcon = icon(<path d="M3 2l10 5.5-4.5 1.2L6.5 13z" />);
export const rectIcon = icon(<rect x="2" y="3.5" width="12" height="9" />);
export const ellipseIcon = icon(<ellipse cx="8" cy="8" rx="6" ry="4.5" />);
export const lineIcon = icon(<path d="M2.5 13.5l11-11" />);
export const arrowIcon = icon(
  <>
    <path d="M2.5 13.5l11-11" />
    <path d="M7.5 2.5h6v6" />
  </>,
);
export const penIcon = icon(<path d="M2 12c2-4 3.5-6 5-4.5S8 12 10 10s2-6 4-7" />);
export const textIcon = icon(
  <>
    <path d="M3 3.5h10" />
    <path d="M8 3.5V13" />
    <path d="M6 13h4" />
  </>,
);
export const cloudIcon = icon(
  <path d="M3 5a1.6 1.6 0 0 1 2.7-1.2 1.6 1.6 0 0 1 2.6 0 1.6 1.6 0 0 1 2.6 0A1.6 1.6 0 0 1 13 5.3a1.6 1.6 0 0 1 0 2.7 1.6 1.6 0 0 1 0 2.7 1.6 1.6 0 0 1-2.1 1.5 1.6 1.6 0 0 1-2.6 0 1.6 1.6 0 0 1-2.6 0A1.6 1.6 0 0 1 3 10.7a1.6 1.6 0 0 1 0-2.7A1.6 1.6 0 0 1 3 5z" />,
);

/** A filled colour swatch for the colour picker. */
export function swatch(color: string) {
  return (
    <svg viewBox="0 0 16 16" focusable="false" aria-hidden="true">
      <rect x="1.5" y="1.5" width="13" height="13" rx="2" fill={color} stroke="#7d8998" strokeWidth={1} />
    </svg>
  );
}
