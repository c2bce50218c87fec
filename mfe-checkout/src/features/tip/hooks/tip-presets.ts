/** Tip presets, percent of the basket total (spec, section 9). */
export const TIP_PRESETS = [10, 12.5, 15] as const;

/** The tip a preset gives, rounded to the kobo. */
export const presetAmount = (total: number, percent: number) => Math.round(total * percent) / 100;

/** '10.0%', '12.5%': always one decimal. */
export const presetLabel = (percent: number) => `${percent.toFixed(1)}%`;
