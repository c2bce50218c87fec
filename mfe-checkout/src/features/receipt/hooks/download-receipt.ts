/** Saves the receipt as receipt.png. html2canvas loads only now, on this screen's Download. */
export async function downloadReceipt(element: HTMLElement): Promise<void> {
  const { default: html2canvas } = await import('html2canvas');
  const canvas = await html2canvas(element, { backgroundColor: '#ffffff', scale: 2 });
  const link = document.createElement('a');
  link.download = 'receipt.png';
  link.href = canvas.toDataURL('image/png');
  link.click();
}
