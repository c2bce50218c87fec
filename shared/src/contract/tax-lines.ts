// The taxes of a basket or an order as lines of a summary or a receipt, worded once for every screen.

export interface TaxFigures {
  vat?: number;
  vat_percent?: number;
  consumption_tax?: number;
  consumption_tax_percent?: number;
  taxes_included?: boolean;
}

export interface TaxLine {
  /** "VAT (7.5 %)" when added, "VAT (7.5 %, included)" when the prices already hold it. */
  label: string;
  /** Naira. */
  amount: number;
  /** In the prices already: shown, not added to the total. */
  included: boolean;
}

/** A tax not charged (rate 0, or an order from before taxes) has no line. */
export function taxLines(figures: TaxFigures): TaxLine[] {
  const included = figures.taxes_included ?? true;
  const line = (name: string, percent: number | undefined, amount: number | undefined): TaxLine[] =>
    percent ? [{ label: `${name} (${percent} %${included ? ', included' : ''})`, amount: amount ?? 0, included }] : [];
  return [
    ...line('VAT', figures.vat_percent, figures.vat),
    ...line('Consumption tax', figures.consumption_tax_percent, figures.consumption_tax),
  ];
}
