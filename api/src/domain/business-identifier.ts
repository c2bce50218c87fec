import { randomInt } from 'node:crypto';

const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
const SUFFIX_LENGTH = 6;

/**
 * A business's public handle for QR codes and links: its name made URL-safe, plus a random suffix
 * so two businesses with the same name never clash and the handle cannot be guessed from the name.
 * "Mama's Kitchen & Bar" → "mamas-kitchen-bar-k3x9qa".
 */
export function newBusinessIdentifier(name: string): string {
  const slug =
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/['’]/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40)
      .replace(/-+$/, '') || 'business';
  let suffix = '';
  for (let i = 0; i < SUFFIX_LENGTH; i++) suffix += ALPHABET[randomInt(ALPHABET.length)];
  return `${slug}-${suffix}`;
}
