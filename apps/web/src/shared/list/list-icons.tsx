import type { SVGProps } from 'react';

/** Small inline icons (the app has no icon package); decorative, hidden from assistive technology. */
function Svg({ children, ...props }: SVGProps<SVGSVGElement>) {
  return (
    <svg
      width={16}
      height={16}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export function SearchIcon() {
  return (
    <Svg>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </Svg>
  );
}

export function FilterIcon() {
  return (
    <Svg>
      <path d="M4 5h16l-6 7.5V19l-4-2v-4.5z" />
    </Svg>
  );
}

export function DotsIcon() {
  return (
    <Svg>
      <circle cx="12" cy="5" r="1" />
      <circle cx="12" cy="12" r="1" />
      <circle cx="12" cy="19" r="1" />
    </Svg>
  );
}

export function ChevronLeftIcon() {
  return (
    <Svg>
      <path d="m15 6-6 6 6 6" />
    </Svg>
  );
}

export function ChevronRightIcon() {
  return (
    <Svg>
      <path d="m9 6 6 6-6 6" />
    </Svg>
  );
}

/** Up, down, or both (not sorted). */
export function SortIcon({ dir }: { dir: 'asc' | 'desc' | null }) {
  return (
    <Svg width={14} height={14} opacity={dir ? 1 : 0.45}>
      {dir !== 'desc' && <path d="m7 10 5-5 5 5" />}
      {dir !== 'asc' && <path d="m7 14 5 5 5-5" />}
    </Svg>
  );
}
