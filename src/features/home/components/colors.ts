const HEX = /^#([0-9a-f]{6})$/i;

/** A CMS colour, if it is a plain hex colour. */
export function cmsColor(value: string | undefined): string | undefined {
  return value && HEX.test(value.trim()) ? value.trim() : undefined;
}

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Text that stays readable (WCAG AA) on a background the CMS chose. */
export function textOn(background: string): '#ffffff' | '#16232e' {
  return luminance(background) > 0.18 ? '#16232e' : '#ffffff';
}
