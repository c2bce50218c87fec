// A chosen logo as a data: URL. Large pictures are scaled down first where the browser can:
// the onboarding body carries the logo twice, and a 2 MB photo would take about a minute to
// upload on 3G (upload ~96 kB/s) — longer than a phone user waits.

const SHRINK_ABOVE_BYTES = 200 * 1024;
const MAX_SIDE_PX = 512;

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    // readAsDataURL always produces a string.
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

async function scaledDown(file: File): Promise<string | null> {
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, MAX_SIDE_PX / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  // WebP keeps transparency and is small; a browser that cannot encode it answers PNG.
  return canvas.toDataURL('image/webp', 0.85);
}

export async function logoDataUrl(file: File): Promise<string> {
  const original = await readAsDataUrl(file);
  if (file.size <= SHRINK_ABOVE_BYTES || typeof createImageBitmap !== 'function') return original;
  try {
    const smaller = await scaledDown(file);
    return smaller && smaller.length < original.length ? smaller : original;
  } catch {
    return original; // Could not decode here; the server checks the image itself.
  }
}
