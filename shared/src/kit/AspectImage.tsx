import { useState, type CSSProperties } from 'react';
import { Icon, type IconNode } from './icons/Icon';
import { UtensilsIcon } from './icons/lucide';
import './aspect-image.css';

/** One resized copy of a picture (issue 10 serves menu pictures as WebP at several widths). */
export interface ImageVariant {
  url: string;
  /** Its width in pixels. */
  width: number;
}

export interface AspectImageProps {
  src: string | null | undefined;
  /** Resized copies: the browser picks the smallest that fills the slot on this screen. */
  variants?: readonly ImageVariant[];
  /** How wide the slot is on screen, e.g. '50vw' for a two-column grid (with variants). */
  sizes?: string;
  /** '' for a decorative picture whose meaning is written beside it. */
  alt: string;
  /** Width / height of the slot: 4 / 3 by default, 1 for a square. */
  ratio?: number;
  /** Above the fold (a logo, the first picture): load at once and first, not when scrolled near. */
  priority?: boolean;
  /** Drawn when there is no picture, or it fails to load. */
  fallbackIcon?: IconNode;
  className?: string;
}

/** `url 320w, url 640w` from resized copies. */
export const srcSetOf = (variants: readonly ImageVariant[]) => variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ');

/**
 * A picture in a slot of fixed proportions: the space is reserved before it loads (no layout
 * shift), it loads lazily unless `priority`, and a missing or broken picture shows a quiet
 * placeholder instead of a broken-image mark.
 */
export function AspectImage({
  src,
  variants,
  sizes,
  alt,
  ratio = 4 / 3,
  priority = false,
  fallbackIcon = UtensilsIcon,
  className,
}: AspectImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const style = { aspectRatio: String(ratio) } as CSSProperties;
  const classes = `troo-image${className ? ` ${className}` : ''}`;
  if (!src || failed === src) {
    return (
      <span className={`${classes} troo-image--empty`} style={style} role={alt ? 'img' : undefined} aria-label={alt || undefined}>
        <Icon icon={fallbackIcon} size={28} />
      </span>
    );
  }
  const width = 400;
  return (
    <span className={classes} style={style}>
      <img
        src={src}
        srcSet={variants?.length ? srcSetOf(variants) : undefined}
        sizes={variants?.length ? (sizes ?? '100vw') : undefined}
        alt={alt}
        width={width}
        height={Math.round(width / ratio)}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        onError={() => setFailed(src)}
      />
    </span>
  );
}
