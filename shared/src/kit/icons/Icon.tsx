import { createElement } from 'react';
import './icon.css';

/** One Lucide icon: the SVG elements it is drawn with, on a 24 × 24 grid. */
export type IconNode = readonly (readonly [tag: string, attributes: Readonly<Record<string, string | number>>])[];

export interface IconProps {
  icon: IconNode;
  /** What the icon says when nothing else does (an icon-only button needs it on the button instead). Without it the icon is decorative and hidden from assistive technology. */
  label?: string;
  size?: number;
  className?: string;
}

/** Draws a kit icon in the current text colour. */
export function Icon({ icon, label, size = 24, className }: IconProps) {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      className={className ? `troo-icon ${className}` : 'troo-icon'}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      {...a11y}
    >
      {icon.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  );
}
