/** Toolbar icons Cloudscape does not ship, drawn on its 16 px grid with its stroke conventions. */
const svgProps = {
  viewBox: '0 0 16 16',
  focusable: false,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinejoin: 'round',
} as const;

export const wireframeIcon = (
  <svg {...svgProps} aria-hidden="true">
    <path d="M8 1 14.5 4.5v7L8 15 1.5 11.5v-7Z" />
    <path d="M1.5 4.5 8 8l6.5-3.5M8 8v7" />
  </svg>
);

export const measureIcon = (
  <svg {...svgProps} aria-hidden="true">
    <path d="M1 11 11 1l4 4L5 15Z" />
    <path d="M4 8l2 2M6.5 5.5 8 7M9 3l2 2" />
  </svg>
);

export const screenshotIcon = (
  <svg {...svgProps} aria-hidden="true">
    <path d="M1 5h3l1.5-2h5L12 5h3v9H1Z" />
    <circle cx="8" cy="9" r="2.5" />
  </svg>
);
